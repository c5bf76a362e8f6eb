import { sql } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';

/**
 * The console's candidate list: an order's or a task's candidates, of one status or all, newest submitted first —
 * read in order off (order_id[, status], created_at, id) or (task_id[, status], created_at, id) (migration 0027);
 * the counts per status come from candidate_tally.
 */
export interface PlatformCandidateFilter {
  orderId?: number;
  taskId?: number;
  status?: string;
}

type PageValues = PlatformCandidateFilter & { offset: number; limit: number };
/** Which filters are present: the SQL's shape (a prepared query is compiled once per shape). */
type PageShape = { orderId: boolean; taskId: boolean; status: boolean };

/** Decides by `shape` alone: the values are placeholders while the prepared query is built. */
const candidatePage = prepared((db: Executor, v: PageValues, shape: PageShape) => {
  let q = db
    .selectFrom('candidate as c')
    .select([
      'c.id',
      'c.order_id',
      'c.task_id',
      'c.supplier_id',
      'c.name',
      'c.mobile',
      'c.sex',
      'c.age',
      'c.degree',
      'c.status',
      'c.reject_reason',
      'c.expected_interview_time',
      'c.created_at',
      'c.status_changed_at',
    ]);
  if (shape.orderId) q = q.where('c.order_id', '=', v.orderId!);
  if (shape.taskId) q = q.where('c.task_id', '=', v.taskId!);
  if (shape.status) q = q.where('c.status', '=', v.status!);
  return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').offset(v.offset).limit(v.limit);
});

export async function pagePlatformCandidates(db: Executor, f: PlatformCandidateFilter, page: { offset: number; limit: number }) {
  const values = { orderId: f.orderId, taskId: f.taskId, status: f.status, offset: page.offset, limit: page.limit };
  const shape = { orderId: f.orderId !== undefined, taskId: f.taskId !== undefined, status: f.status !== undefined };
  return candidatePage.all(db, values, shape);
}

const tallyRows = prepared((db: Executor, v: { orderIds: number[] }) =>
  db
    .selectFrom('candidate_tally')
    .select(['status', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('order_id', '=', sql<number>`any(${v.orderIds})`)
    .groupBy('status'),
);

/** Candidates per status over these orders (the tally's rows). */
export async function tallyOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return tallyRows.all(db, { orderIds });
}
