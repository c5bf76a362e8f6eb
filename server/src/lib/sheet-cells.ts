/**
 * Cells of an export made from what users typed (names, titles, remarks). A text that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return is a formula to a spreadsheet once the cell is edited or the sheet is
 * saved as CSV (`=cmd|' /C calc'!A0`, `=HYPERLINK(…)`), so it gets a leading `'` (OWASP's CSV injection
 * advice). Only strings: numbers, negative ones included, stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A row given as values, each made safe. */
export const safeRow = (values: readonly unknown[]): unknown[] => values.map(safeCell);

/** A row given by column key, each value made safe. */
export function safeRecord<T extends Record<string, unknown>>(row: T): Record<keyof T, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, safeCell(v)])) as Record<keyof T, unknown>;
}
