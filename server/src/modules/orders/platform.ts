import type { z } from 'zod';
import { ORDER_STATUS_LABELS } from '@contract/orders.meta';
import type * as contract from '@contract/platform/orders';
import type { Ctx } from '../../ctx';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import type { StaffAuth } from '../staff';
import { suppliersByIds } from '../suppliers';
import { taskTerms } from '../tasks';
import * as repo from './platform-repo';
import { ORDER_STATUS_CODES } from './repo';
import { candidateCountsOf, emptyCandidateCounts, statusName } from './rules';

/** An id from the request that cannot exist matches nothing (as an unknown one does). */
const idOrNone = (text: string | undefined) => (text === undefined ? undefined : (parseId(text) ?? -1));

/** 订单与候选人: a task's orders (one per supplier) or a supplier's, with candidates per status; for staff. */
export async function platformOrderList(
  ctx: Ctx,
  q: z.output<typeof contract.platformOrderList.request>,
  _auth: StaffAuth,
): Promise<z.input<typeof contract.platformOrderList.response>> {
  const { db } = ctx;
  const { pageNum, pageSize } = q;
  const filter: repo.PlatformOrderFilter = {
    taskId: idOrNone(q.taskId),
    supplierId: idOrNone(q.supplierId),
    status: q.status === undefined ? undefined : ORDER_STATUS_CODES[q.status],
  };
  const offset = (pageNum - 1) * pageSize;
  const [total, rows] = await Promise.all([
    repo.countPlatformOrders(db, filter),
    repo.pagePlatformOrders(db, filter, { offset, limit: pageSize }),
  ]);
  const ids = rows.map((r) => r.id);
  const [counts, suppliers, tasks] = await Promise.all([
    ctx.candidateCountsByOrder(ids),
    suppliersByIds(
      db,
      rows.map((r) => r.supplier_id),
    ),
    taskTerms(
      db,
      rows.map((r) => r.task_id),
    ),
  ]);
  const list = rows.map((r) => {
    const c = counts.get(r.id) ?? emptyCandidateCounts();
    const status = statusName(r.status);
    const task = tasks.get(r.task_id);
    return {
      orderId: String(r.id),
      taskId: String(r.task_id),
      taskTitle: task?.title ?? '',
      companyName: task?.company_name ?? '',
      supplierId: String(r.supplier_id),
      supplierName: suppliers.get(r.supplier_id)?.name ?? '',
      status,
      statusLabel: ORDER_STATUS_LABELS[status],
      takenAt: isoTime(r.created_at),
      candidateCounts: candidateCountsOf(c),
    };
  });
  return { list, total, pageNum, pageSize };
}
