import { ERROR_CODES } from '@contract/http';
import { chinaDate } from '@contract/id-number';
import { SETTLEMENT_LIMITS, SETTLEMENT_PLATFORM_ACTOR, SETTLEMENT_UNIT_LABELS } from '@contract/settlements.meta';
import type { Executor } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { withNoticesOf, type NoticeSignal } from '../notifications';
import { payeeNote, payeeOf, settlementNotFound, statusLabel, type SettlementCtx, type SettlementNoticeType } from './common';
import { moneyText } from '../../lib/money';
import * as issueRepo from './issue-repo';
import { grossFen, monthsCentiOfDays, type FileLine } from './money';
import * as repo from './repo';
import * as transitions from './transitions-repo';
import { settlementWebhooks } from './webhook-events';
import { isUniqueViolation } from '../../db/errors';
import { settlementDetailPath } from '@contract/routes';

const DAY_MS = 24 * 3600_000;
const CST_MS = 8 * 3600_000;
const chinaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - CST_MS);
const MAX_PERIOD_DAYS = 366;

const conflict = (message: string) => new BusinessError(ERROR_CODES.conflict, message);
const invalid = (message: string) => new BusinessError(ERROR_CODES.validation, message);
const duplicatePeriod = (orderId: number, from: string, to: string, existing?: { id: number; period_from: string; period_to: string }) =>
  conflict(
    `订单 ${orderId} 在 ${from} 至 ${to} 期间已有结算单${existing ? ` ${existing.id}（${existing.period_from} 至 ${existing.period_to}）` : ''}，同一订单同一期间不能重复结算`,
  );

type Line = issueRepo.NewBill['lines'][number];
type LockedOrder = NonNullable<Awaited<ReturnType<typeof issueRepo.lockOrder>>>;

const platform = (at: Date) => ({ actorUserId: null, actorLabel: SETTLEMENT_PLATFORM_ACTOR, clientIp: null, at });

type Add = (signals: NoticeSignal[]) => void;

/** Runs inside the change's transaction once it is made (the console records its staff action there). */
export type Within<R> = (trx: Executor, result: R) => Promise<void>;

async function done<R>(trx: Executor, result: R, within: Within<R> | undefined): Promise<R> {
  await within?.(trx, result);
  return result;
}

/** A notice to the supplier's bill viewers, written in the change's transaction; pushed once it committed. */
async function tell(
  ctx: SettlementCtx,
  trx: Executor,
  add: Add,
  n: { supplierId: number; type: SettlementNoticeType; billId: number; title: string; body: string; link: string },
): Promise<void> {
  if (!ctx.notices) return;
  const userIds = await issueRepo.settlementAudience(trx, n.supplierId);
  const { supplierId, type, billId: objectId, title, body, link } = n;
  if (userIds.length) add(await ctx.notices.notify(trx, [{ supplierId, userIds, type, objectId, title, body, link }]));
}
const billLink = settlementDetailPath;

/*
 * The platform's side of settlements (ops commands): issue a bill from attendance or the platform's own
 * figures, resolve a dispute, pay a confirmed bill.
 */

function checkPeriod(now: Date, from: string, to: string): void {
  if (from > to) throw invalid('开始日期不能晚于结束日期');
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_PERIOD_DAYS) throw invalid(`结算期间不能超过 ${MAX_PERIOD_DAYS} 天`);
  if (to > chinaDate(now)) throw invalid('结算期间不能包含今天之后的日期');
}

/** Lines from attendance: quantity per the task's reward unit; candidates without work in the period get none. */
async function attendanceLines(trx: Executor, order: LockedOrder, from: string, to: string): Promise<Line[]> {
  const candidates = await issueRepo.hiredCandidates(trx, order.id);
  const price = order.reward_amount;
  const line = (c: { id: number; name: string }, quantityCenti: number): Line => {
    const gross = grossFen(quantityCenti, price);
    return {
      candidateId: c.id,
      candidateName: c.name,
      quantityCenti,
      grossFen: gross,
      deductionFen: 0,
      deductionReason: null,
      amountFen: gross,
    };
  };
  if (order.reward_unit === 'person') {
    const hired = new Set(await issueRepo.hiredBetween(trx, order.id, chinaMidnight(from), new Date(chinaMidnight(to).getTime() + DAY_MS)));
    return candidates.filter((c) => hired.has(c.id)).map((c) => line(c, 100));
  }
  const totals = new Map((await issueRepo.attendanceTotals(trx, order.id, from, to)).map((r) => [r.candidate_id, r]));
  const out: Line[] = [];
  for (const c of candidates) {
    const a = totals.get(c.id);
    if (!a) continue;
    const days = Number(a.days);
    const quantity =
      { hour: Number(a.hours_centi), day: days * 100, month: monthsCentiOfDays(days), piece: Number(a.pieces) * 100 }[order.reward_unit] ??
      0;
    if (quantity > 0) out.push(line(c, quantity));
  }
  return out;
}

/** Lines from the platform's file: every candidate must be hired on the order; a deduction never exceeds its line. */
async function fileLines(trx: Executor, order: LockedOrder, rows: FileLine[]): Promise<Line[]> {
  const names = new Map((await issueRepo.hiredCandidates(trx, order.id)).map((c) => [c.id, c.name]));
  return rows.map((r, i) => {
    const name = names.get(r.candidateId);
    if (name === undefined) throw invalid(`第 ${i + 1} 条明细：候选人 ${r.candidateId} 不是该订单的已入职人员`);
    const gross = grossFen(r.quantityCenti, order.reward_amount);
    if (r.deductionFen > gross) throw invalid(`第 ${i + 1} 条明细：扣款 ${r.deductionFen} 分超过应结金额 ${gross} 分`);
    return {
      candidateId: r.candidateId,
      candidateName: name,
      quantityCenti: r.quantityCenti,
      grossFen: gross,
      deductionFen: r.deductionFen,
      deductionReason: r.deductionReason,
      amountFen: gross - r.deductionFen,
    };
  });
}

async function linesFor(trx: Executor, order: LockedOrder, from: string, to: string, rows: FileLine[] | null): Promise<Line[]> {
  if (!(order.reward_unit in SETTLEMENT_UNIT_LABELS)) throw invalid(`任务的计薪单位 ${order.reward_unit} 无法结算`);
  const lines = rows ? await fileLines(trx, order, rows) : await attendanceLines(trx, order, from, to);
  if (lines.length === 0) throw invalid(`订单 ${order.id} 在 ${from} 至 ${to} 期间没有可结算的入职人员（无考勤或无入职记录）`);
  if (lines.length > SETTLEMENT_LIMITS.lines) throw invalid(`一张结算单最多 ${SETTLEMENT_LIMITS.lines} 条明细`);
  return lines;
}

export type IssuedBill = {
  settlementId: string;
  orderId: string;
  totalAmount: number;
  lineCount: number;
};

/** Issues a bill for the order and period; refuses a period that overlaps a live bill of the order. */
export async function issueSettlement(
  ctx: SettlementCtx,
  input: { orderId: number; from: string; to: string; lines: FileLine[] | null },
  within?: Within<IssuedBill>,
): Promise<IssuedBill> {
  const at = ctx.clock();
  checkPeriod(at, input.from, input.to);
  const report = settlementWebhooks(ctx.webhooks);
  try {
    return await withNoticesOf(
      ctx.db,
      ctx.notices,
    )(async (trx, add) => {
      const order = await issueRepo.lockOrder(trx, input.orderId);
      if (!order) throw new BusinessError(ERROR_CODES.notFound, `订单 ${input.orderId} 不存在`);
      const existing = await issueRepo.overlappingBill(trx, order.id, input.from, input.to);
      if (existing) throw duplicatePeriod(order.id, input.from, input.to, existing);
      const lines = await linesFor(trx, order, input.from, input.to, input.lines);
      const id = await issueRepo.insertBill(trx, {
        supplierId: order.supplier_id,
        orderId: order.id,
        taskId: order.task_id,
        from: input.from,
        to: input.to,
        unit: order.reward_unit,
        unitPriceFen: order.reward_amount,
        version: 1,
        supersedesId: null,
        at,
        lines,
      });
      const total = lines.reduce((s, l) => s + l.amountFen, 0);
      await repo.insertEvent(trx, {
        settlementId: id,
        event: 'issued',
        ...platform(at),
        note: `${input.from} 至 ${input.to}，${lines.length} 条明细，合计 ${moneyText(total)}`,
      });
      const facts = { id, supplier_id: order.supplier_id, order_id: order.id, task_id: order.task_id, total_fen: total };
      await report.issued(
        trx,
        { ...facts, period_from: input.from, period_to: input.to, line_count: lines.length, supersedes_id: null },
        at,
      );
      await tell(ctx, trx, add, {
        supplierId: order.supplier_id,
        type: 'settlement_issued',
        billId: id,
        title: `新结算单 ${id} 待确认`,
        body: `${order.title}，${input.from} 至 ${input.to}，合计 ${moneyText(total)}`,
        link: billLink('pending', id),
      });
      return done(trx, { settlementId: String(id), orderId: String(order.id), totalAmount: total, lineCount: lines.length }, within);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicatePeriod(input.orderId, input.from, input.to);
    throw err;
  }
}

export type ResolvedDispute = {
  settlementId: string;
  status: 'pending' | 'disputed';
  correctedBy: string | null;
};

/** A disputed bill: rejected (pending again, with the platform's reply) or replaced by a corrected bill. */
export async function resolveSettlementDispute(
  ctx: SettlementCtx,
  settlementId: number,
  resolution: { reject: string } | { lines: FileLine[] },
  within?: Within<ResolvedDispute>,
): Promise<ResolvedDispute> {
  const at = ctx.clock();
  const report = settlementWebhooks(ctx.webhooks);
  return withNoticesOf(
    ctx.db,
    ctx.notices,
  )(async (trx, add) => {
    const peek = await repo.findBillAnySupplier(trx, settlementId);
    if (!peek) throw settlementNotFound();
    // The order's lock first (as issuing takes it), then the bill's.
    const order = await issueRepo.lockOrder(trx, peek.order_id);
    const bill = await repo.lockBill(trx, settlementId, null);
    if (!bill || !order) throw settlementNotFound();
    if (bill.status !== 'disputed' || bill.superseded_at) {
      throw conflict(
        bill.superseded_at
          ? `结算单 ${bill.id} 已被更正账单替代`
          : `只有有异议的结算单可以处理异议（结算单 ${bill.id} 当前为「${statusLabel(bill.status)}」）`,
      );
    }
    if ('reject' in resolution) {
      await transitions.rejectDispute(trx, bill.id, resolution.reject, at);
      await repo.clearDisputedLines(trx, bill.id);
      await repo.insertEvent(trx, { settlementId: bill.id, event: 'dispute_rejected', ...platform(at), note: resolution.reject });
      await report.statusChanged(trx, bill, 'disputed', 'pending', at, resolution.reject);
      const body = `平台答复：${resolution.reject}；请重新确认`;
      await tell(ctx, trx, add, {
        supplierId: bill.supplier_id,
        type: 'settlement_resolved',
        billId: bill.id,
        title: `结算单 ${bill.id} 的异议已处理`,
        body,
        link: billLink('pending', bill.id),
      });
      return done(trx, { settlementId: String(bill.id), status: 'pending' as const, correctedBy: null }, within);
    }
    const lines = await linesFor(trx, order, bill.period_from, bill.period_to, resolution.lines);
    await transitions.supersedeBill(trx, bill.id, at);
    const id = await issueRepo.insertBill(trx, {
      supplierId: bill.supplier_id,
      orderId: bill.order_id,
      taskId: bill.task_id,
      from: bill.period_from,
      to: bill.period_to,
      unit: order.reward_unit,
      unitPriceFen: order.reward_amount,
      version: bill.version + 1,
      supersedesId: bill.id,
      at,
      lines,
    });
    const total = lines.reduce((s, l) => s + l.amountFen, 0);
    await repo.insertEvent(trx, { settlementId: bill.id, event: 'superseded', ...platform(at), note: `更正账单 ${id}` });
    await repo.insertEvent(trx, {
      settlementId: id,
      event: 'issued',
      ...platform(at),
      note: `更正账单，替代结算单 ${bill.id}；${lines.length} 条明细，合计 ${moneyText(total)}`,
    });
    const corrected = {
      id,
      supplier_id: bill.supplier_id,
      order_id: bill.order_id,
      task_id: bill.task_id,
      total_fen: total,
      line_count: lines.length,
      supersedes_id: bill.id,
    };
    await report.issued(trx, { ...corrected, period_from: bill.period_from, period_to: bill.period_to }, at);
    const body = `替代结算单 ${bill.id}，合计 ${moneyText(total)}，请确认`;
    await tell(ctx, trx, add, {
      supplierId: bill.supplier_id,
      type: 'settlement_corrected',
      billId: id,
      title: `更正账单 ${id} 待确认`,
      body,
      link: billLink('pending', id),
    });
    return done(trx, { settlementId: String(bill.id), status: 'disputed' as const, correctedBy: String(id) }, within);
  });
}

export type PaidBill = {
  settlementId: string;
  status: 'paid' | 'failed';
  totalAmount: number;
  payee: ReturnType<typeof payeeOf>;
  paidAt: string | null;
  paymentReference: string | null;
};

/** Pays a confirmed bill to its payee snapshot: paid (with the platform's payment reference), or failed with the reason. */
export async function paySettlement(
  ctx: SettlementCtx,
  settlementId: number,
  failReason: string | null,
  reference: string | null = null,
  within?: Within<PaidBill>,
): Promise<PaidBill> {
  const at = ctx.clock();
  const report = settlementWebhooks(ctx.webhooks);
  return withNoticesOf(
    ctx.db,
    ctx.notices,
  )(async (trx, add) => {
    const bill = await repo.lockBill(trx, settlementId, null);
    if (!bill) throw settlementNotFound();
    if (bill.status !== 'confirmed')
      throw conflict(`只有已确认的结算单可以付款（结算单 ${bill.id} 当前为「${statusLabel(bill.status)}」）`);
    const payee = payeeOf(bill);
    const to = payee ? payeeNote(payee) : '';
    if (failReason === null) {
      await transitions.markPaid(trx, bill.id, reference, at);
      const ref = reference ? `，付款流水号 ${reference}` : '';
      await repo.insertEvent(trx, {
        settlementId: bill.id,
        event: 'paid',
        ...platform(at),
        note: `${moneyText(bill.total_fen)}，${to}${ref}`,
      });
      await tell(ctx, trx, add, {
        supplierId: bill.supplier_id,
        type: 'settlement_paid',
        billId: bill.id,
        title: `结算单 ${bill.id} 已付款`,
        body: `${moneyText(bill.total_fen)} 已付至${to.replace('收款账户：', '')}${ref}`,
        link: billLink('paid', bill.id),
      });
    } else {
      await transitions.markFailed(trx, bill.id, failReason, at);
      await repo.insertEvent(trx, { settlementId: bill.id, event: 'failed', ...platform(at), note: `${failReason}；${to}` });
      await tell(ctx, trx, add, {
        supplierId: bill.supplier_id,
        type: 'settlement_failed',
        billId: bill.id,
        title: `结算单 ${bill.id} 付款失败`,
        body: `${failReason}，请修改收款账户后重新提交`,
        link: billLink('failed', bill.id),
      });
    }
    const status = failReason === null ? ('paid' as const) : ('failed' as const);
    await report.statusChanged(trx, bill, 'confirmed', status, at, failReason);
    const result = {
      settlementId: String(bill.id),
      status,
      totalAmount: bill.total_fen,
      payee,
      paidAt: status === 'paid' ? at.toISOString() : null,
      paymentReference: status === 'paid' ? reference : null,
    };
    return done(trx, result, within);
  });
}
