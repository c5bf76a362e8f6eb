import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import type * as contract from '@contract/platform/settlements';
import type { Ctx } from '../../ctx';
import { parseId } from '../../lib/ids';
import { moneyText } from '../../lib/money';
import { recordStaffAction, type StaffAuth } from '../staff';
import { BusinessError } from '../../http/envelope';
import { settlementNotFound } from './common';
import { parseLinesFile } from './money';
import { paySettlement, resolveSettlementDispute, type PaidBill } from './platform';

/*
 * The console's moves on a bill: each the same operation as its ops command (pay-settlement, resolve-dispute),
 * under the bill's row lock, so a bill already paid or a dispute already resolved is refused with what it is now
 * and nothing changes. The staff action is recorded in the move's transaction.
 */

type Input<E extends { request: z.ZodType }> = z.output<E['request']>;

function billId(text: string): number {
  const id = parseId(text);
  if (id === null) throw settlementNotFound();
  return id;
}

const payAnswer = (r: PaidBill) => ({
  settlementId: r.settlementId,
  status: r.status,
  totalAmount: Number(r.totalAmount),
  paidAt: r.paidAt,
  paymentReference: r.paymentReference,
});

/** 标记已付款: ops `pay-settlement --reference`. */
export async function platformSettlementPay(ctx: Ctx, input: Input<typeof contract.platformSettlementPay>, auth: StaffAuth) {
  const r = await paySettlement(ctx, billId(input.settlementId), null, input.paymentReference, (trx, paid) =>
    recordStaffAction(
      ctx,
      auth,
      {
        action: 'settlement.pay',
        targetType: 'settlement',
        targetId: paid.settlementId,
        summary: `结算单 ${paid.settlementId} 标记已付款 ${moneyText(Number(paid.totalAmount))}，付款流水号 ${input.paymentReference}`,
      },
      trx,
    ),
  );
  return payAnswer(r);
}

/** 付款失败: ops `pay-settlement --fail`; the supplier is told to fix the payee account and resubmit. */
export async function platformSettlementPayFail(ctx: Ctx, input: Input<typeof contract.platformSettlementPayFail>, auth: StaffAuth) {
  const r = await paySettlement(ctx, billId(input.settlementId), input.reason, null, (trx, failed) =>
    recordStaffAction(
      ctx,
      auth,
      {
        action: 'settlement.payFailed',
        targetType: 'settlement',
        targetId: failed.settlementId,
        summary: `结算单 ${failed.settlementId} 付款失败：${input.reason}`,
      },
      trx,
    ),
  );
  return payAnswer(r);
}

/** 驳回异议: ops `resolve-dispute --reject`; the bill is pending again with the reply. */
export async function platformDisputeReject(ctx: Ctx, input: Input<typeof contract.platformDisputeReject>, auth: StaffAuth) {
  return resolveSettlementDispute(ctx, billId(input.settlementId), { reject: input.reason }, (trx, r) =>
    recordStaffAction(
      ctx,
      auth,
      {
        action: 'settlement.rejectDispute',
        targetType: 'settlement',
        targetId: r.settlementId,
        summary: `驳回结算单 ${r.settlementId} 的异议：${input.reason}`,
      },
      trx,
    ),
  );
}

/** 出具更正账单: ops `resolve-dispute --lines-file`, with the lines as edited in the console. */
export async function platformSettlementCorrect(ctx: Ctx, input: Input<typeof contract.platformSettlementCorrect>, auth: StaffAuth) {
  // The command's lines-file rules, row by row (ids, quantities, deductions, reasons, a candidate once).
  const lines = parseLinesFile(
    JSON.stringify(
      input.lines.map((l) => ({ candidateId: l.candidateId, quantity: l.quantity, deduction: l.deduction, reason: l.deductionReason })),
    ),
  );
  if (typeof lines === 'string') throw new BusinessError(ERROR_CODES.validation, lines);
  return resolveSettlementDispute(ctx, billId(input.settlementId), { lines }, (trx, r) =>
    recordStaffAction(
      ctx,
      auth,
      {
        action: 'settlement.correct',
        targetType: 'settlement',
        targetId: r.correctedBy ?? r.settlementId,
        summary: `出具更正账单 ${r.correctedBy}，替代结算单 ${r.settlementId}（${lines.length} 条明细）`,
      },
      trx,
    ),
  );
}
