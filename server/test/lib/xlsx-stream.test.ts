import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { keysetBatches, streamSheet, xlsxStream, type XlsxColumn } from '../../src/lib/xlsx-stream';

interface Row {
  id: number;
  name: string;
  fen: number;
}
const COLUMNS: XlsxColumn<Row>[] = [
  { header: '编号', width: 10, value: (r) => r.id },
  { header: '名称', width: 30, value: (r) => r.name },
  { header: '金额（元）', width: 14, money: true, value: (r) => r.fen / 100 },
];

/** Collects the file while yielding to the event loop between chunks (a reader slower than the writer). */
async function collect(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(
    body,
    new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        setImmediate(done);
      },
    }),
  );
  return Buffer.concat(chunks);
}

async function readBack(file: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

describe('xlsxStream', () => {
  it('writes a bold header and every batch in order; text is never a formula, numbers stay numbers', async () => {
    async function* batches() {
      yield [{ id: 1, name: '=cmd|" /C calc"!A0', fen: 123456 }];
      yield [
        { id: 2, name: '@SUM(1)', fen: -50 },
        { id: 3, name: '普通名称', fen: 0 },
      ];
    }
    const sheet = await readBack(await collect(xlsxStream('测试', COLUMNS, batches())));
    expect(sheet.name).toBe('测试');
    expect(sheet.getRow(1).values).toEqual([undefined, '编号', '名称', '金额（元）']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, `'=cmd|" /C calc"!A0`, 1234.56]);
    expect(sheet.getRow(3).values).toEqual([undefined, 2, "'@SUM(1)", -0.5]);
    expect(sheet.getRow(4).getCell(2).value).toBe('普通名称');
    expect(sheet.getColumn(3).numFmt).toBe('#,##0.00');
    expect(sheet.rowCount).toBe(4);
  });

  it('cuts the file short (an error on the stream) when fetching a batch fails', async () => {
    async function* batches() {
      yield [{ id: 1, name: 'a', fen: 1 }];
      throw new Error('database went away');
    }
    await expect(collect(xlsxStream('测试', COLUMNS, batches()))).rejects.toThrow('database went away');
  });

  it('keysetBatches asks for each batch after the last row of the one before, and stops at a short one', async () => {
    const asked: (number | undefined)[] = [];
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));
    const got: number[][] = [];
    for await (const batch of keysetBatches(async (after: { id: number } | undefined, limit) => {
      asked.push(after?.id);
      return rows.filter((r) => r.id > (after?.id ?? 0)).slice(0, limit);
    }, 3)) {
      got.push(batch.map((r) => r.id));
    }
    expect(got).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(asked).toEqual([undefined, 3, 6]);
  });

  it('writes 100,000 rows in constant memory: the heap grows by far less than the rows would take', { timeout: 120_000 }, async () => {
    const ROWS = 100_000;
    const BATCH = 1000;
    let produced = 0;
    async function* batches() {
      while (produced < ROWS) {
        const batch = Array.from({ length: BATCH }, (_, i) => ({
          id: produced + i + 1,
          name: `任务名称比较长的一行文字 ${produced + i + 1}`,
          fen: (produced + i) * 7,
        }));
        produced += BATCH;
        yield batch;
      }
    }
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let bytes = 0;
    await pipeline(
      xlsxStream('大表', COLUMNS, batches()),
      new Writable({
        write(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          peak = Math.max(peak, process.memoryUsage().heapUsed);
          setImmediate(done);
        },
      }),
    );
    expect(produced).toBe(ROWS);
    expect(bytes).toBeGreaterThan(1_000_000);
    // Held as a workbook, 100,000 rows of three cells take several hundred MB; streamed, one batch at a time.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
  });
});

async function collectAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sheetColumns = [
  { header: '编号', key: 'n', width: 8 },
  { header: '名称', key: 'name', width: 12 },
];

describe('streamSheet', () => {
  it('writes the header and every batch, in order, as one workbook', async () => {
    async function* batches() {
      for (let b = 0; b < 3; b++) yield Array.from({ length: 1000 }, (_, i) => b * 1000 + i + 1);
    }
    const body = await collectAll(
      streamSheet({ sheetName: '表', columns: sheetColumns, batches: batches(), row: (n) => ({ n, name: `第${n}行` }) }),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('表')!;
    expect(sheet.rowCount).toBe(3001);
    expect(sheet.getRow(1).getCell(2).value).toBe('名称');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3001).getCell(2).value]).toEqual([1, '第3000行']);
  });

  it('ends in an error, not a file that looks whole, when reading fails part way', async () => {
    async function* batches() {
      yield [1, 2];
      throw new Error('connection lost');
    }
    await expect(
      collectAll(streamSheet({ sheetName: '表', columns: sheetColumns, batches: batches(), row: (n: number) => ({ n, name: '' }) })),
    ).rejects.toThrow('connection lost');
  });
});
