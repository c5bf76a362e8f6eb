/**
 * Integer fen as the yuan text notices and messages show: 「¥4,445.25」, two decimals and thousands separators, as
 * the SPA's cards write it (src/lib/money.ts, fenToYuanFixed). Grouped by hand, no ICU locale data needed.
 */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** 「¥4,445.25」. */
export const moneyText = (fen: number): string => `¥${yuanText(fen)}`;

/** 「45」 or 「45.50」: a reward in a sentence (page descriptions, the demo tasks' texts), without a needless 「.00」. */
export const yuanPlain = (fen: number): string => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));
