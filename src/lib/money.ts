/** Integer fen as yuan text: 2000 → "20", 2050 → "20.50" (the server's SEO text says the same). */
export function fenToYuan(fen: number): string {
  if (!Number.isFinite(fen)) return '—';
  return fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2);
}

/** A reward with its unit label, e.g. 2000 fen per 元/小时 → 「20 元/小时」. */
export const formatReward = (fen: number, unitLabel: string): string => `${fenToYuan(fen)} ${unitLabel}`.trim();

/** Integer fen as yuan with exactly two decimals and thousands separators: 123456 → "1,234.56" (amounts owed). */
export function fenToYuanFixed(fen: number): string {
  if (!Number.isFinite(fen)) return '—';
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const yuan = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${yuan}.${String(abs % 100).padStart(2, '0')}`;
}
