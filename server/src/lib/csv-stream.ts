import { Readable } from 'node:stream';
import { safeCell } from './sheet-cells';
import type { XlsxColumn } from './xlsx-stream';

const quoted = (value: string | number | null | undefined): string => {
  const text = String(safeCell(value ?? ''));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The CSV twin of xlsxStream: the same columns, a batch at a time. UTF-8 with a byte order mark, so Excel opens the
 * Chinese as Chinese; user text is made formula-safe like the workbook's cells.
 */
export function csvStream<R>(columns: readonly XlsxColumn<R>[], batches: AsyncIterable<R[]>): Readable {
  async function* lines() {
    yield '\uFEFF' + columns.map((c) => quoted(c.header)).join(',') + '\r\n';
    for await (const batch of batches) yield batch.map((r) => columns.map((c) => quoted(c.value(r))).join(',') + '\r\n').join('');
  }
  return Readable.from(lines());
}
