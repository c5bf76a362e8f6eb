import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import type * as contract from '@contract/settlements';
import { SETTLEMENT_CONFIRM_PERMISSION, SETTLEMENT_LIMITS, type SettlementAction, type SettlementStatus } from '@contract/settlements.meta';
import type { Executor } from '../../db/schema';
import { requirePermission, type ActingSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { announceStaffChange } from '../notifications';
import { isoTime } from '../../lib/time';
import { inTransaction, payeeColumns, payeeNote, payeeOf, settlementNotFound, statusLabel, viewer, type SettlementCtx } from './common';
import { supplierBankAccounts as accounts } from './payee-accounts';
import * as repo from './repo';
import * as transitions from './transitions-repo';
import type { SettlementTable } from './schema';
import { settlementWebhooks } from './webhook-events';
import { billOf } from './service';

type ConfirmRequest = z.output<typeof contract.settlementConfirm.request>;
type FailCheckRequest = z.output<typeof contract.settlementFailCheck.request>;
type Bill = Selectable<SettlementTable>;

const conflict = (message: string) => new BusinessError(ERROR_CODES.conflict, message);
const invalid = (message: string) => new BusinessError(ERROR_CODES.validation, message);
const noPayee = () => new BusinessError(ERROR_CODES.noPayeeAccount, '还没有收款账户，请先添加收款账户后再确认结算单');
const keyReused = () => conflict('该幂等键已用于另一操作，请刷新后重新提交');

/** Why the bill's state refuses the action, in words the supplier can act on. */
function refusal(bill: Bill, action: SettlementAction | 'resubmit'): BusinessError {
  const status = bill.status as SettlementStatus;
  if (status === 'disputed')
    return conflict(
      bill.superseded_at ? '该结算单已被平台更正的新结算单替代，请处理新结算单' : '该结算单已提出异议，请等待平台处理后再操作',
    );
  if (status === 'paid') return conflict('该结算单已付款，不能再确认、提出异议或重新提交');
  if (status === 'failed') return conflict('该结算单付款失败，请修改收款账户后重新提交');
  if (status === 'confirmed') return conflict(action === 'dispute' ? '该结算单已确认，不能再提出异议' : '该结算单已确认，等待平台付款');
  return conflict(`该结算单当前为「${statusLabel(status)}」，不能重新提交`);
}

const actor = (auth: AuthContext) => ({ actorUserId: auth.userId, actorLabel: auth.userName, clientIp: auth.clientIp ?? null });

/** The chosen account of the supplier, or its default one; null when it has none. */
async function payeeFor(trx: Executor, supplier: ActingSupplier, accountId: string | undefined) {
  if (accountId !== undefined) {
    const chosen = await accounts.get(trx, supplier.id, accountId);
    if (!chosen) throw new BusinessError(ERROR_CODES.notFound, '收款账户不存在，请重新选择');
    return chosen;
  }
  return (await accounts.getDefault(trx, supplier.id)) ?? null;
}

const answerOf = (bill: Bill, action: SettlementAction): contract.SettlementConfirmResult => ({
  settlementId: String(bill.id),
  action,
  status: bill.status as SettlementStatus,
  actedAt: isoTime((action === 'confirm' ? bill.confirmed_at : bill.disputed_at) ?? bill.updated_at),
  payee: payeeOf(bill),
});

/** The bill already took this action (another key won the race): the same outcome, no second change. */
const alreadyDone = (bill: Bill, action: SettlementAction) =>
  action === 'confirm'
    ? bill.status === 'confirmed' && bill.resubmitted_at === null
    : bill.status === 'disputed' && bill.superseded_at === null;

async function act(
  ctx: SettlementCtx,
  trx: Executor,
  bill: Bill,
  req: ConfirmRequest,
  auth: AuthContext,
  supplier: ActingSupplier,
): Promise<Bill> {
  const report = settlementWebhooks(ctx.webhooks);
  const at = ctx.clock();
  if (req.action === 'confirm') {
    if (req.lineIds?.length) throw invalid('lineIds：只有提出异议时才能选择明细');
    const payee = await payeeFor(trx, supplier, req.payeeAccountId);
    if (!payee) throw noPayee();
    const updated = await transitions.confirmBill(trx, bill.id, payeeColumns(payee), at);
    if (!updated) throw refusal(bill, 'confirm');
    await repo.insertEvent(trx, { settlementId: bill.id, event: 'confirmed', ...actor(auth), note: payeeNote(payee), at });
    await report.statusChanged(trx, updated, 'pending', 'confirmed', at);
    return updated;
  }
  const reason = req.reason?.trim() ?? '';
  if (reason.length < SETTLEMENT_LIMITS.reasonMin)
    throw invalid(`reason：提出异议时请填写原因（至少 ${SETTLEMENT_LIMITS.reasonMin} 个字）`);
  let lineIds: number[] | 'all' = 'all';
  if (req.lineIds !== undefined) {
    if (req.lineIds.length === 0) throw invalid('lineIds：请至少选择一条有异议的明细');
    const wanted = [...new Set(req.lineIds.map((id) => parseId(id) ?? -1))];
    const found = await repo.lineIdsOf(
      trx,
      bill.id,
      wanted.filter((id) => id > 0),
    );
    if (found.length !== wanted.length) throw invalid('lineIds：所选明细不属于该结算单');
    lineIds = found;
  }
  const updated = await transitions.disputeBill(trx, bill.id, reason, at);
  if (!updated) throw refusal(bill, 'dispute');
  await repo.markLinesDisputed(trx, bill.id, lineIds);
  const which = lineIds === 'all' ? '整单' : `${lineIds.length} 条明细`;
  await repo.insertEvent(trx, { settlementId: bill.id, event: 'disputed', ...actor(auth), note: `${which}：${reason}`, at });
  await report.statusChanged(trx, updated, 'pending', 'disputed', at, reason);
  return updated;
}

/*
 * The supplier's moves on a bill. Each runs in one transaction under the bill's row lock (repo.lockBill) with
 * conditional updates, and stores its answer under the caller's idempotency key in the same transaction: a
 * replay of the key returns that answer; the state changes once however many calls race.
 */

/** Confirms a pending bill (paying to the chosen or default account) or disputes it (whole or some lines). */
export async function settlementConfirm(
  ctx: SettlementCtx,
  req: ConfirmRequest,
  auth: AuthContext,
): Promise<contract.SettlementConfirmResult> {
  const supplier = requirePermission(auth, SETTLEMENT_CONFIRM_PERMISSION, '确认结算');
  const id = parseId(req.settlementId);
  if (id === null) throw settlementNotFound();
  const answer = await inTransaction(ctx.db, async (trx) => {
    const bill = await repo.lockBill(trx, id, supplier.id);
    if (!bill) throw settlementNotFound();
    const stored = await repo.findAnswer(trx, id, req.idempotencyKey);
    if (stored) {
      if (stored.action !== req.action) throw keyReused();
      return stored.answer as contract.SettlementConfirmResult;
    }
    let answer: contract.SettlementConfirmResult;
    if (bill.status === 'pending') answer = answerOf(await act(ctx, trx, bill, req, auth, supplier), req.action);
    else if (alreadyDone(bill, req.action)) answer = answerOf(bill, req.action);
    else throw refusal(bill, req.action);
    await repo.storeAnswer(trx, {
      settlementId: id,
      key: req.idempotencyKey,
      action: req.action,
      answer,
      userId: auth.userId,
      at: ctx.clock(),
    });
    return answer;
  });
  // A dispute waits for the platform's finance staff (the console's 待办).
  if (req.action === 'dispute') await announceStaffChange(ctx.db, supplier.id);
  return answer;
}

/** Removes a superseded disputed bill from the list (SETTLEMENT_DELETABLE_STATUSES); every other bill stays. */
export async function settlementDelete(ctx: SettlementCtx, { settlementId }: { settlementId: string }, auth: AuthContext): Promise<null> {
  const supplier = requirePermission(auth, SETTLEMENT_CONFIRM_PERMISSION, '确认结算');
  const id = parseId(settlementId);
  if (id === null) throw settlementNotFound();
  await inTransaction(ctx.db, async (trx) => {
    const bill = await repo.lockBill(trx, id, supplier.id);
    if (!bill) throw settlementNotFound();
    if (bill.status !== 'disputed' || !bill.superseded_at) {
      throw conflict(
        `只有已被平台更正替代的异议结算单可以删除；「${statusLabel(bill.status)}」的结算单${bill.status === 'disputed' ? '正在等待平台处理，' : ''}不能删除`,
      );
    }
    const at = ctx.clock();
    await transitions.deleteBill(trx, id, at);
    await repo.insertEvent(trx, { settlementId: id, event: 'deleted', ...actor(auth), at });
  });
  return null;
}

async function failInfo(trx: Executor, bill: Bill, supplierId: number): Promise<contract.SettlementFailCheck> {
  return {
    settlementId: String(bill.id),
    status: bill.status as SettlementStatus,
    failReason: bill.fail_reason,
    failedAt: bill.failed_at ? isoTime(bill.failed_at) : null,
    payee: payeeOf(bill),
    defaultPayee: await accounts.getDefault(trx, supplierId),
    resubmittable: bill.status === 'failed',
  };
}

/** Why the payout failed; with `resubmit: true`, pay to the chosen (or default) account instead: failed → confirmed. */
export async function settlementFailCheck(
  ctx: SettlementCtx,
  req: FailCheckRequest,
  auth: AuthContext,
): Promise<contract.SettlementFailCheck> {
  if (!req.resubmit) {
    if (req.payeeAccountId !== undefined || req.idempotencyKey !== undefined) throw invalid('修改收款账户并重新提交时请传 resubmit: true');
    const supplier = viewer(auth);
    const bill = await billOf(ctx.db, req.settlementId, supplier.id);
    return failInfo(ctx.db, bill, supplier.id);
  }
  const supplier = requirePermission(auth, SETTLEMENT_CONFIRM_PERMISSION, '确认结算');
  const id = parseId(req.settlementId);
  if (id === null) throw settlementNotFound();
  const key = req.idempotencyKey;
  const answer = await inTransaction(ctx.db, async (trx) => {
    const bill = await repo.lockBill(trx, id, supplier.id);
    if (!bill) throw settlementNotFound();
    if (key === undefined) throw invalid('idempotencyKey：重新提交时请提供幂等键');
    const stored = await repo.findAnswer(trx, id, key);
    if (stored) {
      if (stored.action !== 'resubmit') throw keyReused();
      return stored.answer as contract.SettlementFailCheck;
    }
    let result: Bill = bill;
    const resubmittedSinceFailure = bill.status === 'confirmed' && bill.resubmitted_at !== null;
    if (bill.status === 'failed') {
      const payee = await payeeFor(trx, supplier, req.payeeAccountId);
      if (!payee) throw noPayee();
      const at = ctx.clock();
      const updated = await transitions.resubmitBill(trx, id, payeeColumns(payee), at);
      if (!updated) throw refusal(bill, 'resubmit');
      await repo.insertEvent(trx, {
        settlementId: id,
        event: 'resubmitted',
        ...actor(auth),
        note: `${payeeNote(payee)}；上次失败原因：${bill.fail_reason ?? '未知'}`,
        at,
      });
      await settlementWebhooks(ctx.webhooks).statusChanged(trx, updated, 'failed', 'confirmed', at);
      result = updated;
    } else if (!resubmittedSinceFailure) throw refusal(bill, 'resubmit');
    const answer = await failInfo(trx, result, supplier.id);
    await repo.storeAnswer(trx, { settlementId: id, key, action: 'resubmit', answer, userId: auth.userId, at: ctx.clock() });
    return answer;
  });
  // A failed payout fixed by the supplier leaves the console's 待办.
  await announceStaffChange(ctx.db, supplier.id);
  return answer;
}
