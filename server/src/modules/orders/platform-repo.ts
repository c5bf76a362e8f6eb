import type { Executor } from '../../db/schema';

/** The console's order list: every supplier's orders, of one task or one supplier, newest taken first. */
export interface PlatformOrderFilter {
  taskId?: number;
  supplierId?: number;
  status?: number;
}

// A supplier's orders read (supplier_id[, status], created_at, id); a task's are at most one per supplier,
// found by (task_id, supplier_id).
function filtered(db: Executor, f: PlatformOrderFilter) {
  let q = db.selectFrom('task_order as o');
  if (f.taskId !== undefined) q = q.where('o.task_id', '=', f.taskId);
  if (f.supplierId !== undefined) q = q.where('o.supplier_id', '=', f.supplierId);
  if (f.status !== undefined) q = q.where('o.status', '=', f.status);
  return q;
}

export async function countPlatformOrders(db: Executor, f: PlatformOrderFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pagePlatformOrders(db: Executor, f: PlatformOrderFilter, page: { offset: number; limit: number }) {
  return filtered(db, f)
    .select(['o.id', 'o.task_id', 'o.supplier_id', 'o.status', 'o.created_at'])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** The order's supplier, task and status (the console's candidate list names them); undefined when there is none. */
export async function platformOrderOf(db: Executor, orderId: number) {
  return db.selectFrom('task_order').select(['id', 'task_id', 'supplier_id', 'status']).where('id', '=', orderId).executeTakeFirst();
}

/** The orders of a task (at most one per supplier): the console's candidate list of a task reads their tallies. */
export async function orderIdsOfTask(db: Executor, taskId: number): Promise<number[]> {
  return (await db.selectFrom('task_order').select('id').where('task_id', '=', taskId).execute()).map((r) => r.id);
}
