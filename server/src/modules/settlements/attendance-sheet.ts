import type ExcelJS from 'exceljs';
import { FILE_LIMIT_LABELS, FILE_LIMITS } from '@contract/files.meta';
import { ERROR_CODES } from '@contract/http';
import { ATTENDANCE_COLUMNS, ATTENDANCE_SHEET_NAME, type AttendanceField } from '@contract/platform/settlements.meta';
import { SETTLEMENT_LIMITS } from '@contract/settlements.meta';
import type { ImportError } from '@contract/task-import';
import { BusinessError } from '../../http/envelope';
import { sniffType } from '../files';
import { unzipLimited, ZipLimitError } from '../resumes';
import { sheetsOf, type SheetReader } from '../task-import';
import { parseQuantity, type FileLine } from './money';

/** A row of the attendance sheet, checked on its own (the order's candidates are checked by the caller). */
export interface SheetLine extends FileLine {
  row: number;
  name: string | null;
}

const headerOf = (field: AttendanceField) => ATTENDANCE_COLUMNS.find((c) => c.field === field)!.header;
const corrupt = () => new BusinessError(ERROR_CODES.validation, '考勤表文件已损坏，无法读取');
const ID_PATTERN = /^[1-9]\d{0,9}$/;
const YUAN_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;

/** 12.5 → 1250 fen; a message for a negative one or more than two decimals. */
function yuanToFen(text: string): number | string {
  if (text.startsWith('-')) return '扣款不能为负数';
  if (!YUAN_PATTERN.test(text)) return '扣款应为金额（元），最多两位小数';
  const [whole, frac = ''] = text.split('.') as [string, string?];
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** A number cell's text as typed (ExcelJS gives 7.5 for 7.50; a formula's result counts too). */
const textOf = (cell: ExcelJS.Cell) => cell.text.trim();

function lineOf(row: number, values: Partial<Record<AttendanceField, string>>, errors: ImportError[]): SheetLine | null {
  const before = errors.length;
  const fail = (field: AttendanceField, message: string) => errors.push({ row, column: headerOf(field), message });
  const id = values.candidateId ?? '';
  if (!ID_PATTERN.test(id)) fail('candidateId', id ? '候选人编号应为正整数' : '请填写候选人编号');
  const quantity = values.quantity === undefined ? '请填写数量' : parseQuantity(values.quantity);
  if (typeof quantity === 'string') fail('quantity', quantity);
  const deduction = values.deduction === undefined ? 0 : yuanToFen(values.deduction);
  if (typeof deduction === 'string') fail('deduction', deduction);
  const reason = values.deductionReason ?? null;
  if (reason !== null && reason.length > SETTLEMENT_LIMITS.deductionReasonMax)
    fail('deductionReason', `扣款原因不能超过 ${SETTLEMENT_LIMITS.deductionReasonMax} 个字`);
  if (reason !== null && deduction === 0) fail('deductionReason', '没有扣款时不能填写扣款原因');
  if (errors.length > before) return null;
  return {
    row,
    name: values.name ?? null,
    candidateId: Number(id),
    quantityCenti: quantity as number,
    deductionFen: deduction as number,
    deductionReason: reason,
  };
}

async function readRows(sheet: SheetReader): Promise<{ lines: SheetLine[]; errors: ImportError[] }> {
  const columns = new Map<AttendanceField, number>();
  const lines: SheetLine[] = [];
  const errors: ImportError[] = [];
  let header = false;
  let rows = 0;
  for await (const row of sheet) {
    if (!header) {
      header = true;
      if (row.number === 1)
        row.eachCell((cell, col) => {
          const match = ATTENDANCE_COLUMNS.find((c) => c.header === textOf(cell));
          if (match) columns.set(match.field, col);
        });
      const missing = ATTENDANCE_COLUMNS.filter((c) => c.required && !columns.has(c.field));
      if (missing.length)
        return { lines, errors: missing.map((c) => ({ row: 1, column: c.header, message: `缺少“${c.header}”列，请使用考勤表模板` })) };
      continue;
    }
    const values: Partial<Record<AttendanceField, string>> = {};
    for (const [field, col] of columns) {
      const text = textOf(row.getCell(col));
      if (text) values[field] = text;
    }
    if (Object.keys(values).length === 0) continue;
    if (++rows > SETTLEMENT_LIMITS.lines)
      return { lines: [], errors: [{ row: row.number, column: '', message: `一张考勤表最多 ${SETTLEMENT_LIMITS.lines} 行` }] };
    const line = lineOf(row.number, values, errors);
    if (line) lines.push(line);
  }
  if (!header) return { lines, errors: [{ row: 1, column: '', message: '考勤表是空的，请使用考勤表模板' }] };
  if (rows === 0) errors.push({ row: 2, column: '', message: '考勤表中没有任何明细' });
  return { lines, errors };
}

/**
 * The attendance sheet as the candidate import reads its sheet: an .xlsx by its bytes, unpacked size measured
 * before the reader inflates it, the template's sheet by name (else the first), columns by header, read as a
 * stream that stops past the row limit. Every row's problems come back together; a file that is no sheet at
 * all is refused.
 */
export async function readAttendanceSheet(bytes: Uint8Array): Promise<{ lines: SheetLine[]; errors: ImportError[] }> {
  if ((await sniffType(bytes))?.ext !== 'xlsx')
    throw new BusinessError(ERROR_CODES.unsupportedMediaType, '请上传 Excel 表格（.xlsx），可先下载考勤表模板填写');
  try {
    unzipLimited(bytes, {
      maxEntries: 1000,
      maxEntryBytes: FILE_LIMITS.zipMaxUncompressedBytes,
      maxTotalBytes: FILE_LIMITS.zipMaxUncompressedBytes,
    });
  } catch (err) {
    if (err instanceof ZipLimitError && err.reason !== 'corrupt')
      throw new BusinessError(ERROR_CODES.payloadTooLarge, `考勤表解压后超过 ${FILE_LIMIT_LABELS.zipMaxUncompressedBytes}，无法读取`);
    throw corrupt();
  }
  try {
    let first: { lines: SheetLine[]; errors: ImportError[] } | null = null;
    for await (const sheet of sheetsOf(bytes)) {
      const named = sheet.name === ATTENDANCE_SHEET_NAME;
      if (!named && first) continue;
      const read = await readRows(sheet);
      if (named) return read;
      first = read;
    }
    return first ?? { lines: [], errors: [{ row: 0, column: '', message: '表格中没有工作表' }] };
  } catch {
    throw corrupt();
  }
}
