import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';

/** The console's order list: every supplier's orders, of one task or one supplier, newest taken first. */
export interface PlatformOrderFilter {
  taskId?: number;
  supplierId?: number;
  status?: number;
}

/** Which filters are present: the SQL's shape (a prepared query is compiled once per shape). */
const shapeOf = (f: PlatformOrderFilter) => ({
  taskId: f.taskId !== undefined,
  supplierId: f.supplierId !== undefined,
  status: f.status !== undefined,
});
type FilterShape = ReturnType<typeof shapeOf>;

// A supplier's orders read (supplier_id[, status], created_at, id); a task's are at most one per supplier,
// found by (task_id, supplier_id). Decides by `shape` alone: the values are placeholders while it is built.
function filtered(db: Executor, f: PlatformOrderFilter, shape: FilterShape) {
  let q = db.selectFrom('task_order as o');
  if (shape.taskId) q = q.where('o.task_id', '=', f.taskId!);
  if (shape.supplierId) q = q.where('o.supplier_id', '=', f.supplierId!);
  if (shape.status) q = q.where('o.status', '=', f.status!);
  return q;
}

const orderCount = prepared((db: Executor, f: PlatformOrderFilter, shape: FilterShape) =>
  filtered(db, f, shape).select((eb) => eb.fn.countAll<number>().as('n')),
);

/** Every key present (the prepared query's slots are the values' keys), undefined where the filter is absent. */
const valuesOf = (f: PlatformOrderFilter) => ({ taskId: f.taskId, supplierId: f.supplierId, status: f.status });

export async function countPlatformOrders(db: Executor, f: PlatformOrderFilter): Promise<number> {
  const row = await orderCount.first(db, valuesOf(f), shapeOf(f));
  if (!row) throw new Error('count query returned no row');
  return Number(row.n);
}

type PageValues = PlatformOrderFilter & { offset: number; limit: number };

const orderPage = prepared((db: Executor, v: PageValues, shape: FilterShape) =>
  filtered(db, v, shape)
    .select(['o.id', 'o.task_id', 'o.supplier_id', 'o.status', 'o.created_at'])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .offset(v.offset)
    .limit(v.limit),
);

export async function pagePlatformOrders(db: Executor, f: PlatformOrderFilter, page: { offset: number; limit: number }) {
  const values = { taskId: f.taskId, supplierId: f.supplierId, status: f.status, offset: page.offset, limit: page.limit };
  return orderPage.all(db, values, shapeOf(f));
}

const orderRow = prepared((db: Executor, v: { orderId: number }) =>
  db.selectFrom('task_order').select(['id', 'task_id', 'supplier_id', 'status']).where('id', '=', v.orderId),
);

/** The order's supplier, task and status (the console's candidate list names them); undefined when there is none. */
export async function platformOrderOf(db: Executor, orderId: number) {
  return orderRow.first(db, { orderId });
}

const taskOrderIds = prepared((db: Executor, v: { taskId: number }) =>
  db.selectFrom('task_order').select('id').where('task_id', '=', v.taskId),
);

/** The orders of a task (at most one per supplier): the console's candidate list of a task reads their tallies. */
export async function orderIdsOfTask(db: Executor, taskId: number): Promise<number[]> {
  return (await taskOrderIds.all(db, { taskId })).map((r) => r.id);
}
