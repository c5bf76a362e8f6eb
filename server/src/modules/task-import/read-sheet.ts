import ExcelJS from 'exceljs';
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

/**
 * Reads the rows of the template's sheet by its headers (any order; unknown columns ignored). Problems of the
 * sheet itself (no sheet, a missing header, too many rows) come back as errors; empty rows are skipped.
 */
export async function readSheet(bytes: Uint8Array): Promise<{ rows: RawRow[]; errors: ImportError[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(IMPORT_SHEET_NAME) ?? workbook.worksheets[0];
  if (!sheet) return { rows: [], errors: [{ row: 0, column: '', message: '表格中没有工作表' }] };
  const columns = new Map<ImportField, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const match = IMPORT_COLUMNS.find((c) => c.header === cell.text.trim());
    if (match) columns.set(match.field, col);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !columns.has(c.field));
  if (missing.length) {
    return { rows: [], errors: missing.map((c) => ({ row: 1, column: c.header, message: `缺少“${c.header}”列，请使用导入模板` })) };
  }
  const rows: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, r) => {
    if (r === 1 || rows.length > FILE_LIMITS.importMaxRows) return;
    const values: RawRow['values'] = {};
    for (const [field, col] of columns) {
      const value = cellValue(field, row.getCell(col));
      if (value !== undefined) values[field] = value;
    }
    if (Object.keys(values).length > 0) rows.push({ row: r, values });
  });
  if (rows.length > FILE_LIMITS.importMaxRows) {
    return { rows: [], errors: [{ row: rows.at(-1)!.row, column: '', message: `一次最多导入 ${FILE_LIMITS.importMaxRows} 行` }] };
  }
  if (!rows.length) return { rows, errors: [{ row: 2, column: '', message: '表格中没有候选人数据' }] };
  return { rows, errors: [] };
}

