import { COMMISSION_BASIS_LABELS, COMMISSION_BASIS_SHORT_LABELS } from '@contract/settlements.meta';

/** Integer fen as yuan text: 2000 → "20", 2050 → "20.50" (the server's SEO text says the same). */
export function fenToYuan(fen: number): string {
  if (!Number.isFinite(fen)) return '—';
  return fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2);
}

/** A reward with its unit label, e.g. 2000 fen per 元/小时 → 「20 元/小时」. */
export const formatReward = (fen: number, unitLabel: string): string => `${fenToYuan(fen)} ${unitLabel}`.trim();

/** How the supplier's commission of a task is counted (its reward unit), e.g. 「按每位入职人员的出勤小时数结算」. */
export const commissionBasisOf = (rewardUnit: string): string => COMMISSION_BASIS_LABELS[rewardUnit] ?? '按平台结算单结算';

/** The basis in a few words, for a table cell: 「按入职人员出勤小时」. */
export const commissionBasisShortOf = (rewardUnit: string): string => COMMISSION_BASIS_SHORT_LABELS[rewardUnit] ?? '按结算单';

/** Integer fen as yuan with exactly two decimals and thousands separators: 123456 → "1,234.56" (amounts owed). */
export function fenToYuanFixed(fen: number): string {
  if (!Number.isFinite(fen)) return '—';
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  // Grouped by hand: toLocaleString sets up an ICU number format on every call (about 0.3 ms on a slow phone), and
  // a bill list formats a few hundred amounts in one render.
  const yuan = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${yuan}.${String(abs % 100).padStart(2, '0')}`;
}
