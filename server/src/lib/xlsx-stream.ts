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

/** Waits while the client is slower than the writer; false once the download is gone (stop writing). */
export type Flush = () => Promise<boolean>;

/**
 * A workbook written into the answer as `write` commits rows (ExcelJS's streaming WorkbookWriter): each committed
 * row is zipped on its way out, so memory holds what was not committed yet. `write` calls `flush` now and then to
 * wait for a slow client. A failure part way destroys the stream: the client sees a cut-off download, never a
 * file that looks whole.
 */
export function streamWorkbook(write: (book: ExcelJS.stream.xlsx.WorkbookWriter, flush: Flush) => Promise<void>): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const flush: Flush = async () => {
    if (out.destroyed) return false;
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    // Lets the zip move what was committed on before more is read.
    await new Promise((resolve) => setImmediate(resolve));
    return !out.destroyed;
  };
  void (async () => {
    await write(book, flush);
    if (!out.destroyed) await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/**
 * One worksheet written as it is read: memory holds one batch however many rows there are, and the next batch is
 * read only once the client has taken the last. The header row is bold and stays in view; cells go through
 * `safeRecord` (no formulas from user text).
 */
export function streamSheet<T>({ sheetName, columns, batches, row }: StreamedSheet<T>): Readable {
  return streamWorkbook(async (book, flush) => {
    const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns;
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of batches) {
      for (const item of batch) sheet.addRow(safeRecord(row(item))).commit();
      if (!(await flush())) return;
    }
    sheet.commit();
  });
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
    columns: columns.map((c, i) => ({
      key: String(i),
      header: c.header,
      width: c.width,
      ...(c.money ? { style: { numFmt: '#,##0.00' } } : {}),
    })),
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
