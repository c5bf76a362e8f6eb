import { sql } from 'kysely';
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

export async function pagePlatformCandidates(db: Executor, f: PlatformCandidateFilter, page: { offset: number; limit: number }) {
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
  if (f.orderId !== undefined) q = q.where('c.order_id', '=', f.orderId);
  if (f.taskId !== undefined) q = q.where('c.task_id', '=', f.taskId);
  if (f.status !== undefined) q = q.where('c.status', '=', f.status);
  return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

/** Candidates per status over these orders (the tally's rows). */
export async function tallyOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('candidate_tally')
    .select(['status', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('order_id', '=', sql<number>`any(${orderIds})`)
    .groupBy('status')
    .execute();
}
