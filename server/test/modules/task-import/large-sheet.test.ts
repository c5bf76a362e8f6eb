import { strToU8, zipSync } from 'fflate';
import * as contract from '@contract/task-import';
import { FILE_LIMITS } from '@contract/files.meta';
import { IMPORT_COLUMNS, IMPORT_SHEET_NAME } from '@contract/task-import.meta';
import { urlOf } from '../../../src/http/route';
import { readSheet } from '../../../src/modules/task-import/read-sheet';
import { orderOnTask } from '../../helpers/candidates';
import { upload } from '../../helpers/multipart';
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
function bigSheet(rows: number): Uint8Array {
  const lines = [`<row r="1">${IMPORT_COLUMNS.map((c, i) => cell(`${letter(i)}1`, c.header)).join('')}</row>`];
  for (let r = 2; r <= rows + 1; r++) lines.push(`<row r="${r}">${cell(`A${r}`, `人${r}`)}${cell(`B${r}`, '13800000000')}${cell(`C${r}`, '110101199001011234')}</row>`);
  return zipSync({
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${lines.join('')}</sheetData></worksheet>`),
    'xl/workbook.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${IMPORT_SHEET_NAME}" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
  }, { level: 1 });
}

let t: TestApp;
let a: Member;
let orderId: string;
let sheet: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  orderId = await orderOnTask(t, a, await insertTask(t, { person_number: 10 }));
  sheet = bigSheet(ROWS);
});
afterAll(() => t.close());

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
    const res = await upload<{ ok: boolean; errors: contract.ImportError[] }>(t.app, urlOf(contract.taskImport), [{ name: 'orderId', content: orderId }, { name: 'file', filename: '大表.xlsx', content: sheet }], a.token);
    expect(res.body).toMatchObject({ flag: true, data: { ok: false, errors: [{ message: tooMany }] } });
  });

  it('task_import_errors refuses it too, instead of echoing every row back', async () => {
    const res = await upload(t.app, urlOf(contract.taskImportErrors), [{ name: 'orderId', content: orderId }, { name: 'file', filename: '大表.xlsx', content: sheet }], a.token);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: tooMany });
  });
});
