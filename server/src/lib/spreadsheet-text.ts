/**
 * Text a spreadsheet program would read as a formula (or a DDE call) when the cell is edited or the file is
 * saved as CSV: anything starting with = + - @, a tab or a carriage return. Prefixed with `'`, it stays text.
 * (One rule for every export; kept in one place so every writer of user-typed text into a sheet uses it.)
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
