import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { safeRecord } from './sheet-cells';

export interface StreamedSheet<T> {
  sheetName: string;
  columns: Partial<ExcelJS.Column>[];
  /** The rows a batch at a time; the next batch is read only once the previous one has left for the client. */
  batches: AsyncIterable<T[]>;
  row: (item: T) => Record<string, unknown>;
}

/**
 * One worksheet written as it is read (ExcelJS's streaming WorkbookWriter): each row is committed and zipped on
 * its way out, so memory holds one batch however many rows there are. The next batch waits while the client is
 * slower than the database. The header row is bold and stays in view; cells go through `safeRecord` (no formulas
 * from user text). A failure part way destroys the stream: the client sees a cut-off download, never a file
 * that looks whole.
 */
export function streamSheet<T>({ sheetName, columns, batches, row }: StreamedSheet<T>): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const batch of batches) {
      for (const item of batch) sheet.addRow(safeRecord(row(item))).commit();
      if (out.destroyed) return;
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      // Lets the zip move what was committed on before the next batch is read.
      await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

export interface XlsxColumn<R> {
  header: string;
  width: number;
  value: (row: R) => string | number | null | undefined;
  /** Yuan with two decimals and thousands separators (the value is yuan). */
  money?: boolean;
}

/** streamSheet over columns that each say how to read their value from a row. */
export function xlsxStream<R>(sheetName: string, columns: readonly XlsxColumn<R>[], batches: AsyncIterable<R[]>): Readable {
  return streamSheet({
    sheetName,
    columns: columns.map((c, i) => ({ key: String(i), header: c.header, width: c.width, ...(c.money ? { style: { numFmt: '#,##0.00' } } : {}) })),
    batches,
    row: (r) => Object.fromEntries(columns.map((c, i) => [String(i), c.value(r) ?? null])),
  });
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
