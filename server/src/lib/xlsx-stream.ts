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
 * slower than the database. The header row is bold. A failure part way destroys the stream: the client sees a
 * cut-off download, never a file that looks whole. Cells go through `safeRecord` (no formulas from user text).
 */
export function streamSheet<T>({ sheetName, columns, batches, row }: StreamedSheet<T>): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const batch of batches) {
      for (const item of batch) sheet.addRow(safeRecord(row(item))).commit();
      if (out.destroyed) return;
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
