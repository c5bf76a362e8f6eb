import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { ImportError } from '@contract/task-import';
import { FILE_LIMITS } from '@contract/files.meta';
import { IMPORT_COLUMNS, IMPORT_ERROR_COLUMN, IMPORT_SHEET_NAME } from '@contract/task-import.meta';
import { streamWorkbook, type Flush } from '../../lib/xlsx-stream';
import { sheetsOf, type SheetReader } from './read-sheet';
import { IMPORT_DROP_DOWNS } from './template';

const RED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFCCC7' } };
const RED = { argb: 'FFCF1322' };
/** Rows written between two waits for the client. */
const FLUSH_EVERY = 200;

const describe = (list: ImportError[], separator: string) =>
  list.map((e) => (e.column ? `${e.column}：${e.message}` : e.message)).join(separator);

/** A shared formula's copies name a cell of the source sheet: only their result is kept. */
function valueOf(cell: ExcelJS.Cell): ExcelJS.CellValue {
  const v = cell.value as unknown;
  if (v && typeof v === 'object' && 'sharedFormula' in v) return (v as { result?: ExcelJS.CellValue }).result ?? null;
  return cell.value;
}

/** Each cell's value and look; the style is copied so shading one cell leaves the others that shared it alone. */
function copyRow(from: ExcelJS.Row, to: ExcelJS.Row, skipCol: number): void {
  if (from.height) to.height = from.height;
  from.eachCell({ includeEmpty: false }, (cell, col) => {
    if (col === skipCol) return;
    const target = to.getCell(col);
    target.value = valueOf(cell);
    if (cell.style) target.style = structuredClone(cell.style);
  });
}

/**
 * The uploaded sheet given back with its problems, written as a stream (read row by row, each row zipped on its
 * way out), so memory stays flat however many rows the sheet has: a column 错误说明 (reused when the sheet already
 * has one, so an annotated sheet can be fixed and annotated again) holding each row's problems, the wrong cells
 * shaded red. Problems of the sheet itself (row 1, or no row) go on the header as a note. Values, cell styles,
 * column widths and the template's drop-downs are kept; the answer holds that one sheet.
 */
export function annotateSheet(bytes: Uint8Array, sheetId: number | undefined, errors: ImportError[]): Readable {
  const byRow = new Map<number, ImportError[]>();
  for (const e of errors) if (e.row > 1) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  const sheetLevel = errors.filter((e) => e.row <= 1);
  // Rows with problems but no cells in the upload (a sheet without data) are written as they come up.
  const pending = [...byRow.keys()].sort((a, b) => a - b);

  return streamWorkbook(async (book, flush) => {
    let found = false;
    // Every sheet is gone through (the reader is not left part way); only the one that was checked is written.
    for await (const sheet of sheetsOf(bytes)) {
      if (sheet.id !== sheetId || found) continue;
      found = true;
      if (!(await write(book, flush, sheet))) return;
    }
    if (!found) await write(book, flush, undefined);
  });

  async function write(book: ExcelJS.stream.xlsx.WorkbookWriter, flush: Flush, source: SheetReader | undefined): Promise<boolean> {
    const iterator = source?.[Symbol.asyncIterator]();
    const out = book.addWorksheet(source?.name ?? IMPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
    let next = iterator ? await iterator.next() : undefined;
    const first = next && !next.done && next.value.number === 1 ? next.value : undefined;

    const columns = new Map<string, number>();
    let last = 0;
    first?.eachCell((cell, col) => {
      columns.set(cell.text.trim(), col);
      last = Math.max(last, col);
    });
    const errorCol = columns.get(IMPORT_ERROR_COLUMN) ?? last + 1;
    (source?.columns ?? []).forEach((c, i) => {
      if (c.width) out.getColumn(i + 1).width = c.width;
    });
    out.getColumn(errorCol).width = 48;
    // The drop-downs are not read from the upload: the template's are given again, so the fixed sheet keeps them.
    const validations = (out as unknown as { dataValidations: { add: (address: string, v: ExcelJS.DataValidation) => void } })
      .dataValidations;
    for (const [field, validation] of Object.entries(IMPORT_DROP_DOWNS)) {
      const col = columns.get(IMPORT_COLUMNS.find((c) => c.field === field)!.header);
      if (!col) continue;
      const letter = out.getColumn(col).letter;
      for (let r = 2; r <= FILE_LIMITS.importMaxRows + 1; r++) validations.add(`${letter}${r}`, validation);
    }

    const header = out.getRow(1);
    if (first) copyRow(first, header, errorCol);
    const headCell = header.getCell(errorCol);
    headCell.value = IMPORT_ERROR_COLUMN;
    headCell.font = { bold: true, color: RED };
    if (sheetLevel.length) headCell.note = describe(sheetLevel, '\n');
    header.commit();
    if (first) next = await iterator!.next();

    const annotate = (row: ExcelJS.Row) => {
      const list = byRow.get(row.number);
      if (!list) return;
      const cell = row.getCell(errorCol);
      cell.value = describe(list, '；');
      cell.font = { color: RED };
      cell.alignment = { wrapText: true, vertical: 'top' };
      for (const e of list) {
        const col = columns.get(e.column);
        if (col) row.getCell(col).fill = RED_FILL;
      }
    };
    const writePendingBefore = (rowNumber: number) => {
      while (pending.length && pending[0]! < rowNumber) {
        const row = out.getRow(pending.shift()!);
        annotate(row);
        row.commit();
      }
    };

    let written = 0;
    for (; next && !next.done; next = await iterator!.next()) {
      const from = next.value;
      writePendingBefore(from.number);
      // Old notes of an earlier annotation go: only this check's problems are shown.
      const row = out.getRow(from.number);
      copyRow(from, row, errorCol);
      if (pending[0] === from.number) pending.shift();
      annotate(row);
      row.commit();
      if (++written % FLUSH_EVERY === 0 && !(await flush())) return false;
    }
    writePendingBefore(Infinity);
    out.commit();
    return true;
  }
}
