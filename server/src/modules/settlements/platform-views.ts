import type { z } from 'zod';
import { SETTLEMENT_LIMITS, SETTLEMENT_STATUSES, type SettlementStatus } from '@contract/settlements.meta';
import type * as contract from '@contract/platform/settlements';
import type { Ctx } from '../../ctx';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import type { StaffAuth } from '../staff';
import { suppliersByIds } from '../suppliers';
import { withTaskNames } from './bill-terms';
import { settlementNotFound, statusLabel } from './common';
import { deletable } from './list';
import * as platformRepo from './platform-repo';
import * as repo from './repo';
import { billDetail, lineOf } from './service';

type ListOutput = z.input<typeof contract.platformSettlementList.response>;

const idOrNone = (text: string | undefined) => (text === undefined ? undefined : (parseId(text) ?? -1));
// A literal: Object.fromEntries builds a dictionary-mode object, slow to fill and copy.
const zero = (): Record<SettlementStatus, number> => ({ pending: 0, disputed: 0, confirmed: 0, paid: 0, failed: 0 });

/**
 * 结算: every supplier's live bills (a superseded bill is replaced by its correction), of one status or all, newest
 * issued first, with the bills and their totals in fen per status over the same supplier, order or task.
 */
export async function platformSettlementList(
  ctx: Ctx,
  q: z.output<typeof contract.platformSettlementList.request>,
  _auth: StaffAuth,
): Promise<ListOutput> {
  const { db } = ctx;
  const { pageNum, pageSize } = q;
  const filter: platformRepo.PlatformBillFilter = {
    status: q.status,
    supplierId: idOrNone(q.supplierId),
    orderId: idOrNone(q.orderId),
    taskId: idOrNone(q.taskId),
  };
  const narrow = filter.orderId !== undefined || filter.taskId !== undefined;
  const offset = (pageNum - 1) * pageSize;
  // The totals and the page need nothing of each other: asked together (a page past the last is dropped below).
  const [tally, page] = await Promise.all([
    narrow ? platformRepo.tallyBills(db, filter) : platformRepo.tallyFromCounters(db, filter.supplierId),
    platformRepo.pagePlatformBills(db, filter, { offset, limit: pageSize }),
  ]);
  const [counts, amounts] = [zero(), zero()];
  for (const r of tally) {
    const status = r.status as SettlementStatus;
    if (!(status in counts)) continue;
    counts[status] = Number(r.n);
    amounts[status] = Number(r.total_fen ?? 0);
  }
  const total = q.status === undefined ? SETTLEMENT_STATUSES.reduce((n, s) => n + counts[s], 0) : counts[q.status];
  if (offset >= total) return { list: [], total, pageNum, pageSize, counts, amounts };
  // The tasks' names and the suppliers' need nothing of each other: asked together, on two connections.
  const [rows, suppliers] = await Promise.all([
    withTaskNames(db, page),
    suppliersByIds(
      db,
      page.map((r) => r.supplier_id),
    ),
  ]);
  const list = rows.map((r) => ({
    settlementId: String(r.id),
    orderId: String(r.order_id),
    taskId: String(r.task_id),
    taskTitle: r.title,
    companyName: r.company_name,
    supplierId: String(r.supplier_id),
    supplierName: suppliers.get(r.supplier_id)?.name ?? '',
    status: r.status as SettlementStatus,
    statusLabel: statusLabel(r.status),
    totalAmount: Number(r.total_fen),
    lineCount: r.line_count,
    periodFrom: r.period_from,
    periodTo: r.period_to,
    issuedAt: isoTime(r.issued_at),
    version: r.version,
    supersededBy: null,
    deletable: deletable(r),
  }));
  return { list, total, pageNum, pageSize, counts, amounts };
}

/** One bill as its supplier sees it (head, correction, history), with the supplier and every line. */
export async function platformSettlementDetail(
  ctx: Ctx,
  { settlementId }: z.output<typeof contract.platformSettlementDetail.request>,
  _auth: StaffAuth,
): Promise<z.input<typeof contract.platformSettlementDetail.response>> {
  const { db } = ctx;
  const id = parseId(settlementId);
  const bill = id === null ? undefined : await repo.findBillAnySupplier(db, id);
  if (!bill) throw settlementNotFound();
  const [head, lines, suppliers] = await Promise.all([
    billDetail(db, bill),
    repo.pageLines(db, bill.id, { offset: 0, limit: SETTLEMENT_LIMITS.lines }),
    suppliersByIds(db, [bill.supplier_id]),
  ]);
  return {
    ...head,
    supplierId: String(bill.supplier_id),
    supplierName: suppliers.get(bill.supplier_id)?.name ?? '',
    lines: lines.map((l) => lineOf(l, bill.unit)),
  };
}
