import { SETTLEMENT_PRICE_UNIT_LABELS } from '@contract/settlements.meta';
import type { SettlementStatus } from '@contract/settlements.meta';
import { fenToYuanFixed } from '@/lib/money';
import { beijingTime } from '@/lib/time';

/** The status tag's colour (components/light/tag.tsx). */
export const SETTLEMENT_STATUS_COLORS: Record<SettlementStatus, 'processing' | 'warning' | 'cyan' | 'success' | 'error'> = {
  pending: 'processing',
  disputed: 'warning',
  confirmed: 'cyan',
  paid: 'success',
  failed: 'error',
};

/** The status a bill shows, in its tag on the list and on its page alike: a superseded one says so. */
export const settlementStatusText = (bill: { statusLabel: string; supersededBy: string | null }): string =>
  bill.supersededBy ? `${bill.statusLabel}·已更正` : bill.statusLabel;

/** Money owed is always yuan with two decimals: 123456 fen → 「¥1,234.56」. */
export const yuan = (fen: number): string => `¥${fenToYuanFixed(fen)}`;

/** A unit price with its unit: 2550 fen per hour → 「25.50 元/小时」. */
export const priceOf = (fen: number, unit: string): string =>
  `${fenToYuanFixed(fen)} ${SETTLEMENT_PRICE_UNIT_LABELS[unit] ?? `元/${unit}`}`;

/** ISO time as 「2026-11-23 14:05:09」 in Beijing time; empty stays a dash. */
export const timeOf = (iso: string | null | undefined): string => beijingTime(iso, 'second');

export const periodOf = (bill: { periodFrom: string; periodTo: string }): string => `${bill.periodFrom} 至 ${bill.periodTo}`;

/** A quantity with at most two decimals, as typed: 7.5, 21, 0.25. */
export const quantityOf = (quantity: number): string => String(Math.round(quantity * 100) / 100);
