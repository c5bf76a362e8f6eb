import { safeCell, safeRecord, safeRow } from '../../src/lib/sheet-cells';

describe('export cells (OWASP CSV injection)', () => {
  it("puts a ' before text a spreadsheet would read as a formula, and leaves everything else alone", () => {
    for (const formula of ["=cmd|' /C calc'!A0", '=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1']) {
      expect(safeCell(formula)).toBe(`'${formula}`);
    }
    for (const plain of ['张三', 'a=b', ' =1', '', '2025-05-01', "'=already"]) expect(safeCell(plain)).toBe(plain);
    expect(safeRow([-12.5, 0, null, undefined, true, '=1'])).toEqual([-12.5, 0, null, undefined, true, "'=1"]);
    expect(safeRecord({ name: '@x', amount: -3 })).toEqual({ name: "'@x", amount: -3 });
  });
});
