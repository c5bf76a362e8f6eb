import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { ORDER_MANAGE_PERMISSION } from '@contract/candidates.meta';
import { ERROR_CODES, LIST_EXPORT_MAX_ROWS, type Page } from '@contract/http';
import type { OrderCounts, OrderSummary, myOrderExport as exportEndpoint, myOrderList as listEndpoint } from '@contract/orders';
import { ORDER_STATUS_LABELS } from '@contract/orders.meta';
import type { Ctx } from '../../ctx';
import type { Db } from '../../db/schema';
import { sortOf } from '../../db/sort';
import { requirePermission, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { chinaDateTime, chinaDay, isoTime } from '../../lib/time';
import { keysetBatches, xlsxStream, type XlsxColumn } from '../../lib/xlsx-stream';
import * as repo from './repo';
import { assigneesAndNames, keywordTaskIds, withTaskTerms } from './task-facts';
import { candidateCountsOf, emptyCandidateCounts, likePattern, scopeOf, statusName } from './rules';

type Filters = z.output<typeof exportEndpoint.request>;

/* The order list (my_order_list) and its export, over the same filters, scope and order. */

async function queryOf(db: Db, q: Filters, auth: AuthContext) {
  const supplier = requirePermission(auth, ORDER_MANAGE_PERMISSION, '订单管理');
  const taskIds = await keywordTaskIds(db, supplier.id, likePattern(q.keyword));
  const filter: repo.OrderFilter = { taskIds, status: q.status ? repo.ORDER_STATUS_CODES[q.status] : undefined };
  return { scope: scopeOf(auth, supplier), filter, sort: sortOf(q, repo.ORDER_SORT_COLUMNS, repo.DEFAULT_ORDER_SORT) };
}

/** One page's rows as the list shows them: with task terms, people's names, assignees and candidates per status (one query each). */
async function summaries(ctx: Ctx, supplierId: number, page: repo.OrderPageRow[]): Promise<OrderSummary[]> {
  const { db } = ctx;
  const ids = page.map((r) => r.id);
  const [{ assignees, names }, perOrder, l, rows] = await Promise.all([
    assigneesAndNames(
      db,
      supplierId,
      ids,
      page.map((r) => r.taken_by),
    ),
    ctx.candidateCountsByOrder(ids),
    ctx.tasks.labels(),
    withTaskTerms(db, page),
  ]);
  return rows.map((r): OrderSummary => {
    const c = perOrder.get(r.id) ?? emptyCandidateCounts();
    const status = statusName(r.status);
    return {
      orderId: String(r.id),
      taskId: String(r.task_id),
      taskTitle: r.title,
      companyName: r.company_name,
      cityName: l.regionName(r.city_code),
      rewardAmount: r.reward_amount,
      rewardUnit: r.reward_unit,
      rewardUnitLabel: l.rewardUnitLabel(r.reward_unit),
      settlementTypeLabel: l.settlementLabel(r.settlement_type),
      status,
      statusLabel: ORDER_STATUS_LABELS[status],
      takenAt: isoTime(r.created_at),
      takenBy: { userId: String(r.taken_by), userName: names.get(r.taken_by) ?? '' },
      assignees: assignees.filter((a) => a.order_id === r.id).map((a) => ({ userId: String(a.user_id), userName: a.user_name })),
      candidateCounts: candidateCountsOf(c),
    };
  });
}

async function countsOf(db: Db, scope: repo.OrderScope, filter: repo.OrderFilter): Promise<OrderCounts> {
  const counts: OrderCounts = { all: 0, ongoing: 0, finished: 0, cancelled: 0 };
  for (const row of await repo.countOrdersByStatus(db, scope, { taskIds: filter.taskIds })) {
    counts[statusName(row.status)] += Number(row.n);
    counts.all += Number(row.n);
  }
  return counts;
}

export async function myOrderList(
  ctx: Ctx,
  q: z.output<typeof listEndpoint.request>,
  auth: AuthContext,
): Promise<Page<OrderSummary> & { counts: OrderCounts }> {
  const { db } = ctx;
  const { scope, filter, sort } = await queryOf(db, q, auth);
  const page = { pageNum: q.pageNum, pageSize: q.pageSize };
  const offset = (q.pageNum - 1) * q.pageSize;
  // The counts and the page need nothing of each other: both at once, on two connections.
  const [counts, rows] = await Promise.all([
    countsOf(db, scope, filter),
    repo.pageOrders(db, scope, filter, { offset, limit: q.pageSize }, sort),
  ]);
  const total = q.status ? counts[q.status] : counts.all;
  if (offset >= total) return { list: [], total, ...page, counts };
  return { list: await summaries(ctx, scope.supplierId, rows), total, ...page, counts };
}

/** The filtered, sorted orders as a streamed .xlsx (at most LIST_EXPORT_MAX_ROWS; more is refused first). */
export async function myOrderExport(ctx: Ctx, q: Filters, auth: AuthContext): Promise<{ fileName: string; body: Readable }> {
  const { db, clock } = ctx;
  const { scope, filter, sort } = await queryOf(db, q, auth);
  const counts = await countsOf(db, scope, filter);
  const total = q.status ? counts[q.status] : counts.all;
  if (total > LIST_EXPORT_MAX_ROWS)
    throw new BusinessError(
      ERROR_CODES.validation,
      `符合条件的订单有 ${total} 个，一次最多导出 ${LIST_EXPORT_MAX_ROWS} 个，请缩小筛选范围`,
    );
  async function* batches() {
    for await (const rows of keysetBatches(
      (after: repo.OrderPageRow | undefined, limit) => repo.ordersAfter(db, scope, filter, sort, after, limit),
      500,
    )) {
      yield await summaries(ctx, scope.supplierId, rows);
    }
  }
  return { fileName: `订单-${chinaDay(clock())}.xlsx`, body: xlsxStream('订单', ORDER_COLUMNS, batches()) };
}

/**
 * How many orders the user's own order list shows under 全部 (the same scope: the administrator all of the
 * supplier's, a member those they took or were given); 0 without the order permission, whose list is closed.
 */
export async function visibleOrderCount(db: Db, auth: AuthContext): Promise<number> {
  const supplier = auth.supplier;
  if (!supplier || !(supplier.isMain || supplier.authList.includes(ORDER_MANAGE_PERMISSION))) return 0;
  return (await countsOf(db, scopeOf(auth, supplier), {})).all;
}

const ORDER_COLUMNS: XlsxColumn<OrderSummary>[] = [
  { header: '订单编号', width: 10, value: (o) => o.orderId },
  { header: '任务名称', width: 30, value: (o) => o.taskTitle },
  { header: '用工企业', width: 28, value: (o) => o.companyName },
  { header: '城市', width: 10, value: (o) => o.cityName },
  { header: '佣金（元）', width: 12, money: true, value: (o) => o.rewardAmount / 100 },
  { header: '佣金单位', width: 10, value: (o) => o.rewardUnitLabel },
  { header: '已推荐', width: 8, value: (o) => o.candidateCounts.all },
  { header: '已入职', width: 8, value: (o) => o.candidateCounts.hired },
  { header: '状态', width: 8, value: (o) => o.statusLabel },
  { header: '接单人', width: 12, value: (o) => o.takenBy.userName },
  { header: '分配给', width: 20, value: (o) => o.assignees.map((a) => a.userName).join('、') },
  { header: '接单时间', width: 20, value: (o) => chinaDateTime(new Date(o.takenAt)) },
];
