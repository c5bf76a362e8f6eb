import { z } from 'zod';
import { day } from '../candidates';
import { id, page, pageRequest, text } from '../http';
import { settlementDetailBase, settlementLine, settlementStatus, settlementSummary, SETTLEMENT_LIMITS } from '../settlements';
import { importError } from '../task-import';
import { platformEndpoint } from './http';

export * from './settlements.meta';

const settlementRef = { settlementId: id };

/** The attendance sheet's template; with `orderId`, filled with the order's hired candidates. */
export const platformSettlementTemplate = platformEndpoint({
  method: 'POST',
  path: '/auth/settlements/platformSettlementTemplate',
  request: z.strictObject({ orderId: id.optional() }),
  response: z.custom<Blob>(),
  roles: ['finance'],
});

/** The text fields beside the sheet (multipart, the sheet in the field `file`): the order and the period billed. */
export const platformSettlementIssueFields = z.strictObject({ orderId: id, from: day, to: day });

/**
 * 出具账单 from an attendance sheet: the same operation as ops `issue-settlement`. Every bad row comes back at once
 * (`ok: false`, nothing written); a refusal of the whole (order, period) is the envelope.
 */
export const platformSettlementIssue = platformEndpoint({
  method: 'POST',
  path: '/auth/settlements/platformSettlementIssue',
  request: platformSettlementIssueFields,
  response: z.object({
    ok: z.boolean(),
    settlement: z
      .object({ settlementId: z.string(), orderId: z.string(), totalAmount: z.number().int(), lineCount: z.number().int() })
      .nullable(),
    errors: z.array(importError),
  }),
  roles: ['finance'],
});

const perStatus = z.object({
  pending: z.number().int(),
  disputed: z.number().int(),
  confirmed: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
});

export const platformSettlementSummary = settlementSummary.extend({
  supplierId: z.string(),
  supplierName: z.string(),
});
export type PlatformSettlementSummary = z.infer<typeof platformSettlementSummary>;

/**
 * Every supplier's bills (or one supplier's, order's or task's), of one status or all, newest issued first; with
 * the bills and their totals (integer fen) per status over the same supplier, order or task.
 */
export const platformSettlementList = platformEndpoint({
  method: 'POST',
  path: '/auth/settlements/platformSettlementList',
  request: z.strictObject({
    status: settlementStatus.optional(),
    supplierId: id.optional(),
    orderId: id.optional(),
    taskId: id.optional(),
    ...pageRequest,
  }),
  response: page(platformSettlementSummary).extend({ counts: perStatus, amounts: perStatus }),
  roles: ['finance'],
});

/** The bill's head, history and every line (at most SETTLEMENT_LIMITS.lines), with its supplier. */
export const platformSettlementDetail = platformEndpoint({
  method: 'POST',
  path: '/auth/settlements/platformSettlementDetail',
  request: z.strictObject(settlementRef),
  response: settlementDetailBase.response.extend({
    supplierId: z.string(),
    supplierName: z.string(),
    lines: z.array(settlementLine),
  }),
  roles: ['finance'],
});

const payResult = z.object({
  settlementId: z.string(),
  status: settlementStatus,
  totalAmount: z.number().int(),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
});

/** 标记已付款: a confirmed bill paid, with the bank's payment reference (ops `pay-settlement --reference`). */
export const platformSettlementPay = platformEndpoint({
  method: 'POST',
  path: '/auth/settlements/platformSettlementPay',
  request: z.strictObject({
    ...settlementRef,
    paymentReference: text(SETTLEMENT_LIMITS.paymentReferenceMax).min(1, '请填写付款流水号'),
  }),
  response: payResult,
  roles: ['finance'],
});

/** 付款失败: a confirmed bill's payout failed, with the reason (ops `pay-settlement --fail`); the supplier fixes the payee and resubmits. */
export const platformSettlementPayFail = platformEndpoint({
  method: 'POST',
  path: '/auth/settlements/platformSettlementPayFail',
  request: z.strictObject({ ...settlementRef, reason: text(SETTLEMENT_LIMITS.failReasonMax).min(1, '请填写付款失败的原因') }),
  response: payResult,
  roles: ['finance'],
});

const resolution = z.object({
  settlementId: z.string(),
  status: settlementStatus,
  /** The corrected bill that replaces the disputed one; null when the dispute was rejected. */
  correctedBy: z.string().nullable(),
});

/** 驳回异议: the disputed bill is pending again, with the platform's reply (ops `resolve-dispute --reject`). */
export const platformDisputeReject = platformEndpoint({
  method: 'POST',
  path: '/auth/settlements/platformDisputeReject',
  request: z.strictObject({
    ...settlementRef,
    reason: text(SETTLEMENT_LIMITS.reasonMax).min(SETTLEMENT_LIMITS.reasonMin, `驳回理由至少 ${SETTLEMENT_LIMITS.reasonMin} 个字`),
  }),
  response: resolution,
  roles: ['finance'],
});

export const correctedLine = z.strictObject({
  candidateId: id,
  /** In the bill's unit, at most two decimals. */
  quantity: z
    .number('数量必须是数字')
    .min(0, '数量不能为负数')
    .max(SETTLEMENT_LIMITS.quantityMax, `数量不能超过 ${SETTLEMENT_LIMITS.quantityMax}`)
    .refine((q) => Math.abs(q * 100 - Math.round(q * 100)) < 1e-6, '数量最多两位小数'),
  /** Integer fen. */
  deduction: z.number('扣款必须是数字').int('扣款以分为单位，必须是整数').min(0, '扣款不能为负数').default(0),
  deductionReason: text(SETTLEMENT_LIMITS.deductionReasonMax).optional(),
});

/**
 * 出具更正账单: a disputed bill replaced by a corrected one with these lines (ops `resolve-dispute --lines-file`); the
 * supplier sees what changed (the bill's `correction`).
 */
export const platformSettlementCorrect = platformEndpoint({
  method: 'POST',
  path: '/auth/settlements/platformSettlementCorrect',
  request: z.strictObject({
    ...settlementRef,
    lines: z
      .array(correctedLine)
      .min(1, '更正账单至少要有一条明细')
      .max(SETTLEMENT_LIMITS.lines, `一张结算单最多 ${SETTLEMENT_LIMITS.lines} 条明细`),
  }),
  response: resolution,
  roles: ['finance'],
});
