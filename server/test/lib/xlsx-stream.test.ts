import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { streamSheet } from '../../src/lib/xlsx-stream';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const columns = [
  { header: '编号', key: 'n', width: 8 },
  { header: '名称', key: 'name', width: 12 },
];

describe('streamSheet', () => {
  it('writes the header and every batch, in order, as one workbook', async () => {
    async function* batches() {
      for (let b = 0; b < 3; b++) yield Array.from({ length: 1000 }, (_, i) => b * 1000 + i + 1);
    }
    const body = await collect(streamSheet({ sheetName: '表', columns, batches: batches(), row: (n) => ({ n, name: `第${n}行` }) }));
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
    await expect(collect(streamSheet({ sheetName: '表', columns, batches: batches(), row: (n: number) => ({ n, name: '' }) }))).rejects.toThrow('connection lost');
  });
});
