import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { unzipSync, zipSync, strToU8 } from 'fflate';
import { FILE_LIMITS } from '@contract/files.meta';
import type { ImportError } from '@contract/task-import';
import { IMPORT_COLUMNS, IMPORT_SHEET_NAME, type ImportField } from '@contract/task-import.meta';
import { degreeOf, sexOf } from './rows';

export type RawRow = { row: number; values: Partial<Record<ImportField, string | number>> };

/** `2026-12-01 10:00`, `2026/12/1 9:30`, or a date cell, as ISO 8601 in China time. */
function interviewTime(cell: ExcelJS.Cell): string | undefined {
  const v = cell.value;
  const pad = (n: number | string) => String(n).padStart(2, '0');
  if (v instanceof Date) {
    // A date cell holds the wall-clock time as if it were UTC: read it back as China time.
    return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}T${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}:00+08:00`;
  }
  const text = cell.text.trim();
  if (!text) return undefined;
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:\s+(\d{1,2})[:：](\d{2}))?$/.exec(text);
  return m ? `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}T${pad(m[4] ?? '09')}:${m[5] ?? '00'}:00+08:00` : text;
}

function cellValue(field: ImportField, cell: ExcelJS.Cell): string | number | undefined {
  if (field === 'expectedInterviewTime') return interviewTime(cell);
  const text = cell.text.trim();
  if (!text) return undefined;
  switch (field) {
    case 'age':
      return /^\d+(\.0+)?$/.test(text) ? Number(text) : text;
    case 'sex':
      return sexOf(text);
    case 'degree':
      return degreeOf(text);
    default:
      return text;
  }
}

export interface ReadSheet {
  rows: RawRow[];
  errors: ImportError[];
  /** Rows of the sheet the reader went through (it stops at the first row over the limit). */
  rowsRead: number;
  /** The sheet has more rows than one import takes. */
  overLimit?: boolean;
  /** Which worksheet of the package was read (its number in the package), for the annotated copy. */
  sheetId?: number;
}

const missingColumns = (columns: ReadonlyMap<ImportField, number>): ImportError[] =>
  IMPORT_COLUMNS.filter((c) => c.required && !columns.has(c.field)).map((c) => ({
    row: 1,
    column: c.header,
    message: `缺少“${c.header}”列，请使用导入模板`,
  }));

/**
 * Reads the rows of the template's sheet by its headers (any order; unknown columns ignored). Problems of the
 * sheet itself (no sheet, a missing header, too many rows) come back as errors; empty rows are skipped. The sheet is
 * read as a stream (ExcelJS's WorkbookReader) and reading stops at the first row over the limit, so a sheet of
 * 80,000 rows costs what one of 501 does.
 */
export async function readSheet(bytes: Uint8Array): Promise<ReadSheet> {
  let first: ReadSheet | null = null;
  for await (const sheet of sheetsOf(bytes)) {
    // The template's sheet by name; otherwise the first one (read, then kept in case a later one is the template's).
    const named = sheet.name === IMPORT_SHEET_NAME;
    if (!named && first) continue;
    const read = { ...(await readRows(sheet)), sheetId: sheet.id };
    if (named) return read;
    first = read;
  }
  return first ?? { rows: [], errors: [{ row: 0, column: '', message: '表格中没有工作表' }], rowsRead: 0 };
}

export type SheetReader = AsyncIterable<ExcelJS.Row> & { id: number; name?: string; columns?: ExcelJS.Column[] | null };

/** The package's worksheets one after another, each read as a stream of rows (cell values and styles). */
export function sheetsOf(bytes: Uint8Array): AsyncIterable<SheetReader> {
  return new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunks(sheetsLast(bytes))), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Dates are told apart from numbers by their number format.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as AsyncIterable<SheetReader>;
}

const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

/**
 * The same package with its worksheets last (stored, not compressed again). ExcelJS's reader streams a worksheet
 * only once it has read the shared strings; Excel writes them after the sheets, and a sheet met first is copied
 * whole to a temporary file, left behind when reading stops early. The caller has already checked what the
 * package unpacks to (unzipLimited).
 */
function sheetsLast(bytes: Uint8Array): Uint8Array {
  const entries = unzipSync(bytes);
  const isSheet = (name: string) => name.startsWith('xl/worksheets/');
  const ordered: Record<string, Uint8Array> = {};
  for (const [name, data] of Object.entries(entries)) if (!isSheet(name)) ordered[name] = data;
  ordered['xl/sharedStrings.xml'] ??= strToU8(EMPTY_SHARED_STRINGS);
  for (const [name, data] of Object.entries(entries)) if (isSheet(name)) ordered[name] = data;
  return zipSync(ordered, { level: 0 });
}

/**
 * The package in small pieces: the XML parser turns each piece it is given into events at once, so one piece of
 * the whole sheet would parse every row before the first is looked at.
 */
function* chunks(bytes: Uint8Array, size = 64 * 1024): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(size, bytes.length - at));
}

async function readRows(sheet: AsyncIterable<ExcelJS.Row>): Promise<ReadSheet> {
  const columns = new Map<ImportField, number>();
  const rows: RawRow[] = [];
  let rowsRead = 0;
  let header = false;
  for await (const row of sheet) {
    rowsRead += 1;
    if (!header) {
      header = true;
      if (row.number === 1) {
        row.eachCell((cell, col) => {
          const match = IMPORT_COLUMNS.find((c) => c.header === cell.text.trim());
          if (match) columns.set(match.field, col);
        });
      }
      const missing = missingColumns(columns);
      if (missing.length) return { rows: [], errors: missing, rowsRead };
      continue;
    }
    const values: RawRow['values'] = {};
    for (const [field, col] of columns) {
      const value = cellValue(field, row.getCell(col));
      if (value !== undefined) values[field] = value;
    }
    if (Object.keys(values).length === 0) continue;
    rows.push({ row: row.number, values });
    if (rows.length > FILE_LIMITS.importMaxRows) {
      return {
        rows: [],
        errors: [{ row: row.number, column: '', message: `一次最多导入 ${FILE_LIMITS.importMaxRows} 行` }],
        rowsRead,
        overLimit: true,
      };
    }
  }
  if (!header) return { rows: [], errors: missingColumns(columns), rowsRead };
  if (!rows.length) return { rows, errors: [{ row: 2, column: '', message: '表格中没有候选人数据' }], rowsRead };
  return { rows, errors: [], rowsRead };
}
