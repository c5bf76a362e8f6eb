import type { RewardUnit } from '@contract/tasks.meta';
import type { z } from 'zod';
import type { Page } from '@contract/http';
import type * as contract from '@contract/settlements';
import {
  SETTLEMENT_EVENT_LABELS,
  SETTLEMENT_PLATFORM_ACTOR,
  SETTLEMENT_PRICE_UNIT_LABELS,
  SETTLEMENT_STATUSES,
  SETTLEMENT_UNIT_LABELS,
  type SettlementEvent,
  type SettlementStatus,
} from '@contract/settlements.meta';
import type { Db } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { parseId } from '../../lib/ids';
import { chinaDay, isoTime } from '../../lib/time';
import { payeeOf, settlementNotFound, statusLabel, viewer, type SettlementCtx } from './common';
import { correctionOf } from './correction';
import { quantityOf } from './money';
import { deletable, listQueryOf, summaryOf } from './list';
import { withKeywordTasks } from './bill-terms';
import * as repo from './repo';

type PageQuery = z.output<typeof contract.settlementPage.request>;

const CST_MS = 8 * 3600_000;

/** The supplier's bill by its string id, or E000404 (another supplier's, a deleted one, garbage). */
export async function billOf(db: Db, settlementId: string, supplierId: number): Promise<repo.BillRow> {
  const id = parseId(settlementId);
  const bill = id === null ? undefined : await repo.findBill(db, id, supplierId);
  if (!bill) throw settlementNotFound();
  return bill;
}

async function history(db: Db, settlementId: number): Promise<contract.SettlementHistoryItem[]> {
  return (await repo.eventsOf(db, settlementId)).map((e) => ({
    eventId: String(e.id),
    event: e.event as SettlementEvent,
    label: SETTLEMENT_EVENT_LABELS[e.event as SettlementEvent] ?? e.event,
    actor: e.actor_label === SETTLEMENT_PLATFORM_ACTOR ? SETTLEMENT_PLATFORM_ACTOR : (e.user_name ?? e.actor_label),
    at: isoTime(e.created_at),
    ip: e.client_ip,
    note: e.note,
  }));
}

/** The supplier's bills, filtered and sorted, a page at a time. */
export async function settlementPage(ctx: SettlementCtx, q: PageQuery, auth: AuthContext): Promise<Page<contract.SettlementSummary>> {
  const { db } = ctx;
  const supplier = viewer(auth);
  const { pageNum, pageSize } = q;
  const query = listQueryOf(q, supplier.id);
  const [filter, sort] = [await withKeywordTasks(db, query.filter), query.sort];
  const offset = (pageNum - 1) * pageSize;
  // The count and the page need nothing of each other: both at once, on two connections.
  const [total, rows] = await Promise.all([repo.countBills(db, filter), repo.pageBills(db, filter, { offset, limit: pageSize }, sort)]);
  if (offset >= total) return { list: [], total, pageNum, pageSize };
  return { list: rows.map(summaryOf), total, pageNum, pageSize };
}

/** The tabs: bills and their totals per status (a superseded bill is counted by its correction). */
export async function settlementCount(ctx: SettlementCtx, _input: unknown, auth: AuthContext): Promise<contract.SettlementCounts> {
  const { db } = ctx;
  const supplier = viewer(auth);
  const zero = () => Object.fromEntries(SETTLEMENT_STATUSES.map((s) => [s, 0])) as Record<SettlementStatus, number>;
  const counts = zero();
  const amounts = zero();
  for (const r of await repo.countByStatus(db, supplier.id)) {
    counts[r.status as SettlementStatus] = Number(r.n);
    amounts[r.status as SettlementStatus] = Number(r.total_fen);
  }
  for (const r of await repo.countSupersededByStatus(db, supplier.id)) counts[r.status as SettlementStatus] -= Number(r.n);
  return { ...counts, amounts };
}

/** The bill's head with its history; records one `viewed` event per member and China day. */
export async function settlementDetailBase(
  ctx: SettlementCtx,
  { settlementId }: { settlementId: string },
  auth: AuthContext,
): Promise<contract.SettlementDetail> {
  const { db } = ctx;
  const supplier = viewer(auth);
  const bill = await billOf(db, settlementId, supplier.id);
  const now = ctx.clock();
  const dayStart = new Date(Date.parse(`${chinaDay(now)}T00:00:00Z`) - CST_MS);
  if (!(await repo.hasEventSince(db, bill.id, 'viewed', auth.userId, dayStart))) {
    await repo.insertEvent(db, {
      settlementId: bill.id,
      event: 'viewed',
      actorUserId: auth.userId,
      actorLabel: auth.userName,
      clientIp: auth.clientIp ?? null,
      at: now,
    });
  }
  return billDetail(db, bill);
}

/** What a bill shows, to its supplier and to the platform's staff alike. */
export async function billDetail(db: Db, bill: repo.BillRow): Promise<contract.SettlementDetail> {
  return {
    settlementId: String(bill.id),
    status: bill.status as SettlementStatus,
    statusLabel: statusLabel(bill.status),
    totalAmount: Number(bill.total_fen),
    grossAmount: Number(bill.gross_fen),
    deductionAmount: Number(bill.deduction_fen),
    lineCount: bill.line_count,
    version: bill.version,
    order: { orderId: String(bill.order_id), takenAt: isoTime(bill.order_taken_at) },
    task: {
      taskId: String(bill.task_id),
      title: bill.task_title,
      companyName: bill.company_name,
      rewardUnit: bill.unit,
      rewardUnitLabel: SETTLEMENT_PRICE_UNIT_LABELS[bill.unit] ?? bill.unit,
      rewardAmount: bill.unit_price_fen,
    },
    periodFrom: bill.period_from,
    periodTo: bill.period_to,
    issuedAt: isoTime(bill.issued_at),
    payee: payeeOf(bill),
    failReason: bill.fail_reason,
    disputeReason: bill.dispute_reason,
    platformReply: bill.platform_reply,
    supersedes: bill.supersedes_id === null ? null : String(bill.supersedes_id),
    supersededBy: bill.superseded_by === null ? null : String(bill.superseded_by),
    correction: await correctionOf(db, bill),
    paidAt: bill.paid_at ? isoTime(bill.paid_at) : null,
    paymentReference: bill.payment_reference,
    deletable: deletable(bill),
    history: await history(db, bill.id),
  };
}

/** The bill's lines, a page at a time. */
export async function settlementDetailList(
  ctx: SettlementCtx,
  q: z.output<typeof contract.settlementDetailList.request>,
  auth: AuthContext,
): Promise<Page<contract.SettlementLine>> {
  const { db } = ctx;
  const supplier = viewer(auth);
  const bill = await billOf(db, q.settlementId, supplier.id);
  const { pageNum, pageSize } = q;
  const total = await repo.countLines(db, bill.id);
  const offset = (pageNum - 1) * pageSize;
  const rows = offset >= total ? [] : await repo.pageLines(db, bill.id, { offset, limit: pageSize });
  return { list: rows.map((r) => lineOf(r, bill.unit)), total, pageNum, pageSize };
}

export function lineOf(r: Awaited<ReturnType<typeof repo.pageLines>>[number], unit: RewardUnit): contract.SettlementLine {
  return {
    lineId: String(r.id),
    candidateId: String(r.candidate_id),
    candidateName: r.candidate_name,
    quantity: quantityOf(Number(r.quantity_centi)),
    unit,
    unitLabel: SETTLEMENT_UNIT_LABELS[unit] ?? unit,
    unitPrice: r.unit_price_fen,
    grossAmount: Number(r.gross_fen),
    deduction: Number(r.deduction_fen),
    deductionReason: r.deduction_reason,
    amount: Number(r.amount_fen),
    disputed: r.disputed,
  };
}
