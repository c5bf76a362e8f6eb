import { SETTLEMENT_LIMITS, SETTLEMENT_MONTH_DAYS } from '@contract/settlements.meta';

/**
 * Exact bill arithmetic (migration 0016 states the same rules as CHECKs). Quantities are hundredths of a unit,
 * money integer fen; gross = round half up (quantity × unit price), computed in BigInt so no product loses a fen.
 */
export function grossFen(quantityCenti: number, unitPriceFen: number): number {
  return Number((BigInt(quantityCenti) * BigInt(unitPriceFen) + 50n) / 100n);
}

/** 750 → 7.5: what the contract shows. */
export const quantityOf = (centi: number) => centi / 100;

/** Days attended as months of SETTLEMENT_MONTH_DAYS (21.75) days, in hundredths, rounded half up. */
export function monthsCentiOfDays(days: number): number {
  const perMonthCenti = Math.round(SETTLEMENT_MONTH_DAYS * 100); // 2175
  return Math.floor((days * 10_000 * 2 + perMonthCenti) / (2 * perMonthCenti));
}

const QUANTITY_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;
const FEN_PATTERN = /^\d{1,15}$/;

/** A quantity of a lines file (7, 7.5, "7.25"), in hundredths; a message when it is not one. */
export function parseQuantity(value: unknown): number | string {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (text.startsWith('-')) return '数量不能为负数';
  if (!QUANTITY_PATTERN.test(text)) return '数量必须是最多两位小数的非负数';
  const [whole, frac = ''] = text.split('.') as [string, string?];
  const centi = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (centi > SETTLEMENT_LIMITS.quantityMax * 100) return `数量不能超过 ${SETTLEMENT_LIMITS.quantityMax}`;
  return centi;
}

/** An amount in integer fen (a deduction); a message for a negative or fractional one. */
export function parseFen(value: unknown, what: string): number | string {
  if (value === undefined || value === null || value === '') return 0;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (text.startsWith('-')) return `${what}不能为负数（单位：分）`;
  if (/^\d+\.\d*$/.test(text) || /e/i.test(text)) return `${what}必须是整数（单位：分），不能有小数`;
  if (!FEN_PATTERN.test(text)) return `${what}必须是非负整数（单位：分）`;
  return Number(text);
}

export interface FileLine {
  candidateId: number;
  quantityCenti: number;
  deductionFen: number;
  /** Why the platform deducted (the optional `reason` column); null without one. */
  deductionReason: string | null;
}

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** One row of a lines file, or a message naming the row. */
function lineOf(row: Record<string, unknown>, where: string): FileLine | string {
  const id = String(row.candidateId ?? '').trim();
  if (!ID_PATTERN.test(id)) return `${where}：候选人编号 candidateId 不正确`;
  const quantity = parseQuantity(row.quantity);
  if (typeof quantity === 'string') return `${where}：${quantity}`;
  const deduction = parseFen(row.deduction, '扣款');
  if (typeof deduction === 'string') return `${where}：${deduction}`;
  const rawReason = row.reason ?? row.deductionReason;
  if (rawReason !== undefined && rawReason !== null && typeof rawReason !== 'string') return `${where}：扣款原因必须是文字`;
  const reason = (rawReason ?? '').trim() || null;
  if (reason !== null && reason.length > SETTLEMENT_LIMITS.deductionReasonMax)
    return `${where}：扣款原因不能超过 ${SETTLEMENT_LIMITS.deductionReasonMax} 个字`;
  if (reason !== null && deduction === 0) return `${where}：没有扣款时不能填写扣款原因`;
  return { candidateId: Number(id), quantityCenti: quantity, deductionFen: deduction, deductionReason: reason };
}

/** One CSV line's cells; a cell in double quotes may hold commas (a reason), `""` is a quote. */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) cell += ch;
    else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

function csvRows(text: string): Record<string, string>[] | string {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const header = csvCells(lines.shift() ?? '');
  if (!header.includes('candidateId') || !header.includes('quantity'))
    return 'CSV 第一行必须是表头 candidateId,quantity,deduction[,reason]';
  return lines.map((line) => Object.fromEntries(csvCells(line).map((cell, i) => [header[i] ?? `column${i}`, cell])));
}

/**
 * The platform's figures: JSON (`[{candidateId, quantity, deduction?, reason?}]` or `{lines: [...]}`) or CSV with
 * the header `candidateId,quantity,deduction[,reason]` (a reason with a comma in double quotes). Every row is checked; the first problem refuses the whole file.
 */
export function parseLinesFile(text: string): FileLine[] | string {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  let rows: unknown;
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      rows = JSON.parse(trimmed);
    } catch {
      return '明细文件不是合法的 JSON';
    }
    if (rows && typeof rows === 'object' && !Array.isArray(rows)) rows = (rows as { lines?: unknown }).lines;
    if (!Array.isArray(rows)) return '明细文件应为数组，或含 lines 数组的对象';
  } else {
    rows = csvRows(trimmed);
    if (typeof rows === 'string') return rows;
  }
  const list = rows as unknown[];
  if (list.length === 0) return '明细文件没有任何明细';
  if (list.length > SETTLEMENT_LIMITS.lines) return `明细不能超过 ${SETTLEMENT_LIMITS.lines} 条`;
  const out: FileLine[] = [];
  const seen = new Set<number>();
  for (const [i, row] of list.entries()) {
    const where = `第 ${i + 1} 条明细`;
    if (!row || typeof row !== 'object') return `${where}：格式不正确`;
    const line = lineOf(row as Record<string, unknown>, where);
    if (typeof line === 'string') return line;
    if (seen.has(line.candidateId)) return `${where}：候选人 ${line.candidateId} 重复出现`;
    seen.add(line.candidateId);
    out.push(line);
  }
  return out;
}
