import ExcelJS from 'exceljs';
import type { ImportError } from '@contract/task-import';
import { IMPORT_ERROR_COLUMN, IMPORT_SHEET_NAME } from '@contract/task-import.meta';

const RED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFCCC7' } };

/**
 * The uploaded sheet given back with its problems: a column 错误说明 (reused when the sheet already has one, so an
 * annotated sheet can be fixed and annotated again) holding each row's problems, the wrong cells shaded red.
 * Problems of the sheet itself (row 1, or no row) go on the header as a note. Nothing else of the file changes.
 */
export async function annotateSheet(bytes: Uint8Array, errors: ImportError[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(IMPORT_SHEET_NAME) ?? workbook.worksheets[0] ?? workbook.addWorksheet(IMPORT_SHEET_NAME);
  const header = sheet.getRow(1);
  const columns = new Map<string, number>();
  let last = 0;
  header.eachCell((cell, col) => {
    columns.set(cell.text.trim(), col);
    last = Math.max(last, col);
  });
  const errorCol = columns.get(IMPORT_ERROR_COLUMN) ?? last + 1;
  const headCell = header.getCell(errorCol);
  headCell.value = IMPORT_ERROR_COLUMN;
  headCell.font = { bold: true, color: { argb: 'FFCF1322' } };
  sheet.getColumn(errorCol).width = 48;
  // Old notes of an earlier annotation go: only this check's problems are shown.
  sheet.eachRow((row, r) => {
    if (r > 1) row.getCell(errorCol).value = null;
  });

  const byRow = new Map<number, ImportError[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  const sheetLevel = errors.filter((e) => e.row <= 1);
  if (sheetLevel.length) headCell.note = sheetLevel.map((e) => (e.column ? `${e.column}：${e.message}` : e.message)).join('\n');
  for (const [r, list] of byRow) {
    if (r <= 1) continue;
    const row = sheet.getRow(r);
    const cell = row.getCell(errorCol);
    cell.value = list.map((e) => (e.column ? `${e.column}：${e.message}` : e.message)).join('；');
    cell.font = { color: { argb: 'FFCF1322' } };
    cell.alignment = { wrapText: true, vertical: 'top' };
    for (const e of list) {
      const col = columns.get(e.column);
      if (col) row.getCell(col).fill = RED_FILL;
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
