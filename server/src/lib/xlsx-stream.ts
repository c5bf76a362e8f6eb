import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { spreadsheetText } from './spreadsheet-text';

export type CellValue = string | number | null | undefined;

export interface XlsxColumn<R> {
  header: string;
  width: number;
  value: (row: R) => CellValue;
  /** Yuan with two decimals and thousands separators (the value is yuan). */
  money?: boolean;
}

const YUAN = '#,##0.00';

/** Strings go through spreadsheetText (never a formula); numbers stay numbers. */
const cellOf = (value: CellValue): string | number | null => (typeof value === 'string' ? spreadsheetText(value) : (value ?? null));

/** Waits until whoever reads `out` has taken what was written (backpressure), then lets the zip move on. */
async function drained(out: PassThrough): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  await new Promise((resolve) => setImmediate(resolve));
}

/**
 * An .xlsx file written while it is read: one sheet, a bold frozen header, the rows batch after batch. Each
 * row is committed (written into the zip) as soon as it is added and the next batch is only fetched once the
 * reader has kept up, so memory stays that of one batch however many rows there are. A failure while the
 * rows are fetched destroys the stream (the download is cut short; the caller logs it).
 */
export function xlsxStream<R>(sheetName: string, columns: readonly XlsxColumn<R>[], batches: AsyncIterable<R[]>): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ key: String(i), header: c.header, width: c.width, style: c.money ? { numFmt: YUAN } : {} }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const batch of batches) {
      if (out.destroyed) return;
      for (const row of batch) sheet.addRow(columns.map((c) => cellOf(c.value(row)))).commit();
      await drained(out);
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/** Pages of at most `size` rows, each fetched after the last row of the one before (keyset), until one comes short. */
export async function* keysetBatches<R>(fetch: (after: R | undefined, limit: number) => Promise<R[]>, size = 1000): AsyncGenerator<R[]> {
  let after: R | undefined;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}
