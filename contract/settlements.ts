import { z } from 'zod';
import { day } from './candidates';
import { endpoint, id, nothing, page, pageRequest, sortRequest, text, storable } from './http';
import { correction } from './settlement-correction';
import { settlementLine } from './settlement-line';
import { rewardUnit } from './tasks';
import {
  SETTLEMENT_ACTIONS,
  SETTLEMENT_EVENTS,
  SETTLEMENT_LIMITS,
  SETTLEMENT_PATHS,
  SETTLEMENT_SORT_FIELDS,
  SETTLEMENT_SORT_LABELS,
  SETTLEMENT_STATUSES,
} from './settlements.meta';

export * from './settlements.meta';
export { correction, type SettlementCorrection } from './settlement-correction';
export { settlementLine } from './settlement-line';

export const settlementStatus = z.enum(SETTLEMENT_STATUSES, '不是可选的结算单状态');
export const settlementEvent = z.enum(SETTLEMENT_EVENTS);

/** A client-made key (a UUID) that makes a bill-changing call exactly-once: the same key gets the same answer. */
export const idempotencyKey = storable('请提供幂等键 idempotencyKey')
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '幂等键格式不正确（8–64 位字母、数字、- 或 _，建议使用 UUID）');

/** The payee account as the bill keeps it (a snapshot taken when the bill was confirmed or resubmitted). */
export const payee = z.object({
  accountId: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked, e.g. `6222 **** **** 1234`. */
  accountNumber: z.string(),
});

export const settlementSummary = z.object({
  settlementId: z.string(),
  orderId: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  companyName: z.string(),
  status: settlementStatus,
  statusLabel: z.string(),
  /** Integer fen: the exact sum of the lines' amounts. */
  totalAmount: z.number().int(),
  lineCount: z.number().int(),
  /** The period billed, China days, both inclusive. */
  periodFrom: z.string(),
  periodTo: z.string(),
  issuedAt: z.string(),
  /** 1 for a first bill; a corrected bill has its predecessor's version + 1. */
  version: z.number().int(),
  /** The corrected bill that replaced this disputed one. */
  supersededBy: z.string().nullable(),
  /** Whether `delete` is allowed (SETTLEMENT_DELETABLE_STATUSES: a superseded disputed bill). */
  deletable: z.boolean(),
});

/**
 * The supplier's bills, newest issued first unless `sortField` (amount, period start, issue time) says otherwise. `from`/`to` keep the bills whose period overlaps that range;
 * `keyword` matches the task title, the company or the bill number.
 */
export const settlementFilters = {
  status: settlementStatus.optional(),
  from: day.optional(),
  to: day.optional(),
  taskId: id.optional(),
  keyword: text(SETTLEMENT_LIMITS.keyword).optional(),
  ...sortRequest(SETTLEMENT_SORT_FIELDS, SETTLEMENT_SORT_LABELS),
};

export const settlementPage = endpoint({
  path: SETTLEMENT_PATHS.page,
  request: z.strictObject({ ...settlementFilters, ...pageRequest }),
  response: page(settlementSummary),
});

/** The filtered, sorted bill list as a streamed .xlsx attachment (a refusal is the envelope). */
export const settlementPageExport = endpoint({
  path: SETTLEMENT_PATHS.pageExport,
  request: z.strictObject(settlementFilters),
  response: z.unknown(),
});

const perStatus = z.object({
  pending: z.number().int(),
  disputed: z.number().int(),
  confirmed: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
});

/**
 * Bills per status (the tabs and the status totals); deleted bills and bills a corrected one superseded do not
 * count (the list still shows the latter, to be deleted). `amounts`: integer fen per status, the bills' totals.
 */
export const settlementCount = endpoint({
  path: SETTLEMENT_PATHS.count,
  request: z.strictObject({}),
  response: perStatus.extend({ amounts: perStatus }),
});

export const settlementHistoryItem = z.object({
  eventId: z.string(),
  event: settlementEvent,
  label: z.string(),
  /** The member's name, or SETTLEMENT_PLATFORM_ACTOR for the platform. */
  actor: z.string(),
  at: z.string(),
  /** The address the member acted from; null for the platform. */
  ip: z.string().nullable(),
  /** A reason, a payee or a corrected bill's number, in words. */
  note: z.string().nullable(),
});

const settlementRef = { settlementId: id };

/** A bill's head: order, task, period, totals, payee, reasons and its history (records a `viewed` event). */
export const settlementDetailBase = endpoint({
  path: SETTLEMENT_PATHS.detailBase,
  request: z.strictObject(settlementRef),
  response: z.object({
    settlementId: z.string(),
    status: settlementStatus,
    statusLabel: z.string(),
    totalAmount: z.number().int(),
    /** Sum of the lines before deductions, and of the deductions; totalAmount = grossAmount − deductionAmount. */
    grossAmount: z.number().int(),
    deductionAmount: z.number().int(),
    lineCount: z.number().int(),
    version: z.number().int(),
    order: z.object({ orderId: z.string(), takenAt: z.string() }),
    task: z.object({
      taskId: z.string(),
      title: z.string(),
      companyName: z.string(),
      rewardUnit,
      rewardUnitLabel: z.string(),
      /** Integer fen per unit. */
      rewardAmount: z.number().int(),
    }),
    periodFrom: z.string(),
    periodTo: z.string(),
    issuedAt: z.string(),
    payee: payee.nullable(),
    failReason: z.string().nullable(),
    disputeReason: z.string().nullable(),
    /** The platform's reply when it rejected the dispute. */
    platformReply: z.string().nullable(),
    supersedes: z.string().nullable(),
    supersededBy: z.string().nullable(),
    /** A corrected bill: what changed against the bill it replaces (null on a first bill). */
    correction: correction.nullable(),
    /** When the platform paid the bill and its payment reference (null until paid; the reference may be absent). */
    paidAt: z.string().nullable(),
    paymentReference: z.string().nullable(),
    deletable: z.boolean(),
    history: z.array(settlementHistoryItem),
  }),
});

/** A bill's lines per candidate, by candidate name. */
export const settlementDetailList = endpoint({
  path: SETTLEMENT_PATHS.detailList,
  request: z.strictObject({ ...settlementRef, ...pageRequest }),
  response: page(settlementLine),
});

const reason = text(SETTLEMENT_LIMITS.reasonMax);

/**
 * Confirm a pending bill (to the payee account `payeeAccountId`, or the supplier's default account; none:
 * NO_PAYEE_ERROR_CODE) or dispute it with a reason, for the whole bill or the lines `lineIds`.
 * Exactly once: the same `idempotencyKey` always gets the first answer; another key after the bill already
 * took this action gets the same outcome (no second change); the other action, or any action on a bill no
 * longer pending, is refused (E000409) with the reason.
 */
export const settlementConfirm = endpoint({
  path: SETTLEMENT_PATHS.confirm,
  request: z.strictObject({
    ...settlementRef,
    action: z.enum(SETTLEMENT_ACTIONS, '只能是 confirm 或 dispute'),
    reason: reason.optional(),
    /** Absent: the whole bill. Present: at least one line (an empty list is refused, never "the whole bill"). */
    lineIds: z
      .array(id)
      .min(1, '请至少选择一条有异议的明细')
      .max(SETTLEMENT_LIMITS.lines, `最多选择 ${SETTLEMENT_LIMITS.lines} 条明细`)
      .optional(),
    idempotencyKey,
    payeeAccountId: id.optional(),
  }),
  response: z.object({
    settlementId: z.string(),
    action: z.enum(SETTLEMENT_ACTIONS),
    status: settlementStatus,
    /** When the action took effect (the same for every caller that got this answer). */
    actedAt: z.string(),
    payee: payee.nullable(),
  }),
});

/** Remove a bill from the supplier's list: only where `deletable` (a superseded disputed bill). */
export const settlementDelete = endpoint({
  path: SETTLEMENT_PATHS.delete,
  request: z.strictObject(settlementRef),
  response: nothing,
});

/**
 * The bill as an .xlsx attachment with its lines and totals (the body is the file; errors come as the
 * envelope). Records an `exported` event.
 */
export const settlementExport = endpoint({
  path: SETTLEMENT_PATHS.export,
  request: z.strictObject(settlementRef),
  response: z.unknown(),
});

/**
 * `{settlementId}`: why the payout of a failed bill failed, and the payee it went to (settlement:view).
 * `{settlementId, payeeAccountId, resubmit: true, idempotencyKey}`: pay to that account instead and resubmit
 * (failed → confirmed, awaiting payment; settlement:confirm). Without `payeeAccountId` the default account is used;
 * a resubmit needs `idempotencyKey`.
 */
export const settlementFailCheck = endpoint({
  path: SETTLEMENT_PATHS.failCheck,
  request: z.strictObject({
    ...settlementRef,
    payeeAccountId: id.optional(),
    resubmit: z.literal(true, 'resubmit 只能是 true').optional(),
    idempotencyKey: idempotencyKey.optional(),
  }),
  response: z.object({
    settlementId: z.string(),
    status: settlementStatus,
    failReason: z.string().nullable(),
    failedAt: z.string().nullable(),
    payee: payee.nullable(),
    /** The supplier's default payee account now (what a resubmit without choosing would use). */
    defaultPayee: payee.nullable(),
    /** Whether the bill can be resubmitted now (failed). */
    resubmittable: z.boolean(),
  }),
});

export type SettlementSummary = z.infer<typeof settlementSummary>;
export type SettlementPageRequest = z.input<typeof settlementPage.request>;
export type SettlementFilters = z.input<typeof settlementPageExport.request>;
export type SettlementCounts = z.infer<typeof settlementCount.response>;
export type SettlementDetail = z.infer<typeof settlementDetailBase.response>;
export type SettlementHistoryItem = z.infer<typeof settlementHistoryItem>;
export type SettlementLine = z.infer<typeof settlementLine>;
export type SettlementConfirmRequest = z.input<typeof settlementConfirm.request>;
export type SettlementConfirmResult = z.infer<typeof settlementConfirm.response>;
export type SettlementFailCheckRequest = z.input<typeof settlementFailCheck.request>;
export type SettlementFailCheck = z.infer<typeof settlementFailCheck.response>;
export type Payee = z.infer<typeof payee>;
