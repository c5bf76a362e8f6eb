import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import * as contract from '@contract/task-import';
import { FILE_LIMITS } from '@contract/files.meta';
import { IMPORT_COLUMNS, IMPORT_SHEET_NAME } from '@contract/task-import.meta';
import { urlOf } from '../../../src/http/route';
import { readSheet } from '../../../src/modules/task-import/read-sheet';
import { orderOnTask } from '../../helpers/candidates';
import { multipartBody, upload } from '../../helpers/multipart';
import { insertTask, supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const ROWS = 80_000;
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const letter = (i: number) => String.fromCharCode(65 + i);

/**
 * An .xlsx of the template's columns and `rows` rows, written as XML and zipped by hand: ExcelJS takes seconds to
 * build 80,000 rows, this a fraction of one. The sheet comes before anything else, as Excel writes it.
 */
function bigSheet(
  rows: number,
  row = (r: number) => `${cell(`A${r}`, `人${r}`)}${cell(`B${r}`, '13800000000')}${cell(`C${r}`, '110101199001011234')}`,
): Uint8Array {
  const lines = [`<row r="1">${IMPORT_COLUMNS.map((c, i) => cell(`${letter(i)}1`, c.header)).join('')}</row>`];
  for (let r = 2; r <= rows + 1; r++) lines.push(`<row r="${r}">${row(r)}</row>`);
  return zipSync(
    {
      '[Content_Types].xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
      '_rels/.rels': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${lines.join('')}</sheetData></worksheet>`,
      ),
      'xl/workbook.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${IMPORT_SHEET_NAME}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { level: 1 },
  );
}

let t: TestApp;
let a: Member;
let orderId: string;
let sheet: Uint8Array;
/** Rows with text only in a column the import does not know: under the limit (no candidate), all echoed back. */
let unknownOnly: Uint8Array;
const ECHOED = 20_000;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  orderId = await orderOnTask(t, a, await insertTask(t, { person_number: 10 }));
  sheet = bigSheet(ROWS);
  unknownOnly = bigSheet(ECHOED, (r) => cell(`K${r}`, `备用${r}`));
});
afterAll(() => t.close());

function errorsOf(content: Uint8Array) {
  const { payload, headers } = multipartBody([
    { name: 'orderId', content: orderId },
    { name: 'file', filename: '大表.xlsx', content },
  ]);
  return t.app.inject({ method: 'POST', url: urlOf(contract.taskImportErrors), payload, headers: { ...headers, authtoken: a.token } });
}

/**
 * Runs `work` while sampling the resident set and timing `/healthz` every few milliseconds (bounded by the work's
 * own end); prints the figures. Timings are printed, never asserted: the machine is shared.
 */
async function measured<T>(label: string, work: () => Promise<T>): Promise<T> {
  const base = process.memoryUsage.rss();
  let peak = base;
  const latencies: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      latencies.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
      peak = Math.max(peak, process.memoryUsage.rss());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const started = performance.now();
  const result = await work();
  const took = performance.now() - started;
  done = true;
  await probe;
  peak = Math.max(peak, process.memoryUsage.rss());
  latencies.sort((x, y) => x - y);
  const mib = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.info(
    `${label}: ${took.toFixed(0)} ms, peak RSS +${mib(peak - base)} MiB; /healthz x${latencies.length} p50 ${latencies[Math.floor(latencies.length / 2)]?.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
  );
  return result;
}

const tooMany = `一次最多导入 ${FILE_LIMITS.importMaxRows} 行`;

describe('a sheet over the row limit', () => {
  it('is read as a stream and refused at the first row over the limit, the rest never read', async () => {
    const started = performance.now();
    const read = await readSheet(sheet);
    expect(read.errors).toEqual([{ row: FILE_LIMITS.importMaxRows + 2, column: '', message: tooMany }]);
    // The header and 501 rows: not 80,001.
    expect(read.rowsRead).toBe(FILE_LIMITS.importMaxRows + 2);
    console.info(`${ROWS}-row sheet (${(sheet.length / 1024).toFixed(0)} KiB) refused in ${(performance.now() - started).toFixed(0)} ms`);
  });

  it('task_import answers the refusal and imports nothing', async () => {
    const res = await upload<{ ok: boolean; errors: contract.ImportError[] }>(
      t.app,
      urlOf(contract.taskImport),
      [
        { name: 'orderId', content: orderId },
        { name: 'file', filename: '大表.xlsx', content: sheet },
      ],
      a.token,
    );
    expect(res.body).toMatchObject({ flag: true, data: { ok: false, errors: [{ message: tooMany }] } });
  });

  it('task_import_errors refuses it too, instead of echoing every row back, /healthz answering meanwhile', async () => {
    const res = await measured(`task_import_errors, ${ROWS}-row sheet refused`, () => errorsOf(sheet));
    expect(res.json()).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: tooMany });
  });
});

describe('the annotated sheet of a long upload under the limit', () => {
  it('is streamed back (no length known up front) with every row and the sheet-level problem', { timeout: 120_000 }, async () => {
    const res = await measured(`task_import_errors, ${ECHOED}-row sheet echoed`, () => errorsOf(unknownOnly));
    expect(res.statusCode).toBe(200);
    // Written while read, so the length is not known before the first byte leaves.
    expect(res.headers['content-length']).toBeUndefined();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const echoed = book.worksheets[0]!;
    expect(echoed.name).toBe(IMPORT_SHEET_NAME);
    expect(echoed.actualRowCount).toBe(ECHOED + 1);
    expect(echoed.getRow(1).getCell(9).text).toBe('错误说明');
    expect(echoed.getRow(2).getCell(9).text).toBe('表格中没有候选人数据');
    expect(echoed.getRow(ECHOED + 1).getCell(11).text).toBe(`备用${ECHOED + 1}`);
  });
});
