/**
 * Settlement bills' plain values (no zod): the SPA's screens and the server's rules use the same ones.
 *
 * A bill is issued by the platform (ops `issue-settlement`) for one order and one period. The supplier checks it
 * and either confirms it (naming the payee account) or disputes it; the platform pays a confirmed bill (ops
 * `pay-settlement`), which ends paid or failed; a failed bill goes back to confirmed when the supplier fixes the
 * payee account and resubmits. A disputed bill goes back to the platform (ops `resolve-dispute`): it rejects the
 * dispute (the bill is pending again, with the platform's reply) or issues a corrected bill that supersedes it.
 */

import { ERROR_CODES } from './http.meta';
import type { RewardUnit } from './tasks.meta';

export const SETTLEMENT_STATUSES = ['pending', 'disputed', 'confirmed', 'paid', 'failed'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  pending: '待确认',
  disputed: '有异议',
  confirmed: '已确认',
  paid: '已付款',
  failed: '付款失败',
};

/** The supplier may confirm or dispute a bill only while it is pending. */
export const SETTLEMENT_ACTIONABLE_STATUSES: readonly SettlementStatus[] = ['pending'];
/** A failed payout is fixed (payee account) and resubmitted by the supplier: failed → confirmed. */
export const SETTLEMENT_RESUBMITTABLE_STATUSES: readonly SettlementStatus[] = ['failed'];
/**
 * The supplier may delete (remove from its list) only a disputed bill the platform has superseded with a
 * corrected one (`supersededBy` set, `deletable: true` on the list item): it no longer counts for anything.
 * Every other bill carries money that is owed, confirmed or paid, and stays.
 */
export const SETTLEMENT_DELETABLE_STATUSES: readonly SettlementStatus[] = ['disputed'];

export const SETTLEMENT_ACTIONS = ['confirm', 'dispute'] as const;
export type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number];

/** Audit events of one bill, oldest first on the bill's history. */
export const SETTLEMENT_EVENTS = [
  'issued',
  'viewed',
  'exported',
  'confirmed',
  'disputed',
  'dispute_rejected',
  'superseded',
  'paid',
  'failed',
  'resubmitted',
  'deleted',
] as const;
export type SettlementEvent = (typeof SETTLEMENT_EVENTS)[number];

export const SETTLEMENT_EVENT_LABELS: Record<SettlementEvent, string> = {
  issued: '平台出具账单',
  viewed: '查看账单',
  exported: '导出账单',
  confirmed: '确认账单',
  disputed: '提出异议',
  dispute_rejected: '平台驳回异议',
  superseded: '平台出具更正账单',
  paid: '平台付款成功',
  failed: '平台付款失败',
  resubmitted: '修改收款账户并重新提交',
  deleted: '删除账单',
};

/** Who acted on an event: a member of the supplier or the platform (an ops command). */
export const SETTLEMENT_PLATFORM_ACTOR = '平台';

/**
 * Reward units (the tasks' `rewardUnit` codes) and what one unit of quantity is on a bill line. Quantities are
 * stored in hundredths (7.5 hours = 750): a line's amount = round half up (quantity × unit price) − deduction,
 * in integer fen, never below 0. `month` from attendance: days attended ÷ SETTLEMENT_MONTH_DAYS (21.75, the
 * legal monthly pay days), `person`: 1 for each candidate hired within the period.
 */
export const SETTLEMENT_UNIT_LABELS: Record<string, string> = {
  hour: '小时',
  day: '天',
  month: '月',
  piece: '件',
  person: '人',
} satisfies Record<RewardUnit, string>;
/**
 * What the supplier is paid for a placed person, per reward unit: the task's reward is the supplier's commission
 * (the platform pays it to the supplier through bills), not the worker's wage.
 */
export const COMMISSION_BASIS_LABELS: Record<string, string> = {
  person: '每成功入职 1 人结算一次',
  hour: '按每位入职人员的出勤小时数结算',
  day: '按每位入职人员的出勤天数结算',
  month: '按每位入职人员的出勤天数折月（21.75 天为 1 月）结算',
  piece: '按每位入职人员完成的件数结算',
};

/** The same, short, for a table cell. */
export const COMMISSION_BASIS_SHORT_LABELS: Record<string, string> = {
  person: '每入职 1 人',
  hour: '按入职人员出勤小时',
  day: '按入职人员出勤天数',
  month: '按入职人员出勤月数',
  piece: '按入职人员完成件数',
};

/** A unit price's unit: 「25.00 元/小时」. */
export const SETTLEMENT_PRICE_UNIT_LABELS: Record<string, string> = {
  hour: '元/小时',
  day: '元/天',
  month: '元/月',
  piece: '元/件',
  person: '元/人',
};
export const SETTLEMENT_MONTH_DAYS = 21.75;
/** A quantity has at most two decimals. */
export const SETTLEMENT_QUANTITY_DECIMALS = 2;

export const SETTLEMENT_LIMITS = {
  /** A dispute's reason, in characters after trimming. */
  reasonMin: 2,
  reasonMax: 500,
  /** Lines a bill (and a lines file) holds at most, and lines one dispute may name. */
  lines: 2000,
  /** A line's quantity at most (in units, before hundredths). */
  quantityMax: 100_000,
  /** The keyword filter. */
  keyword: 50,
  /** A failure reason the platform gives. */
  failReasonMax: 200,
  /** A line's deduction reason (the lines file's `reason`) and a payment reference (ops pay-settlement). */
  deductionReasonMax: 200,
  paymentReferenceMax: 64,
} as const;

/** Envelope code: the bill cannot be confirmed without a payee account; the SPA leads to accountToBeCredited. */
export const NO_PAYEE_ERROR_CODE = ERROR_CODES.noPayeeAccount;

/** How the SPA reaches the payee-account screen from a bill (spec §2 accountToBeCredited's operationType). */
export const PAYEE_OPERATION_TYPES = { confirm: 'confirm', resubmit: 'resubmit' } as const;

/** What the bill list sorts by (`sortField`); by default the newest issued first. */
export const SETTLEMENT_SORT_FIELDS = ['totalAmount', 'periodFrom', 'issuedAt'] as const;
export type SettlementSortField = (typeof SETTLEMENT_SORT_FIELDS)[number];
export const SETTLEMENT_SORT_LABELS: Record<SettlementSortField, string> = {
  totalAmount: '结算金额',
  periodFrom: '结算周期',
  issuedAt: '出具时间',
};

export const SETTLEMENT_PATHS = {
  page: '/pc_settlement/auth/page',
  pageExport: '/pc_settlement/auth/page_export',
  count: '/pc_settlement/auth/count',
  detailBase: '/pc_settlement/auth/detail_base',
  detailList: '/pc_settlement/auth/detail_list',
  confirm: '/pc_settlement/auth/confirm',
  delete: '/pc_settlement/auth/delete',
  export: '/pc_settlement/auth/export',
  failCheck: '/pc_settlement/auth/settlement_fail_check',
} as const;

export const SETTLEMENT_VIEW_PERMISSION = 'settlement:view';
export const SETTLEMENT_CONFIRM_PERMISSION = 'settlement:confirm';
