import { moneyText, yuanText } from '../../src/lib/money';

describe('money in notices and notes', () => {
  it('writes integer fen as yuan with two decimals and thousands separators, as the cards do', () => {
    expect(moneyText(444525)).toBe('¥4,445.25');
    expect(moneyText(200000)).toBe('¥2,000.00');
    expect(moneyText(5)).toBe('¥0.05');
    expect(moneyText(0)).toBe('¥0.00');
    expect(yuanText(123456789012)).toBe('1,234,567,890.12');
    expect(yuanText(99999)).toBe('999.99');
    expect(yuanText(-123456)).toBe('-1,234.56');
  });
});
