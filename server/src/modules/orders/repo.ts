import type { Executor } from '../../db/schema';

/** task_order.status: an order starts as taken; the order screens (a later issue) move it on. */
export const ORDER_STATUS = { taken: 1 } as const;

/** The order, unless the supplier already has one on the task (the unique index decides). Returns its id or null. */
export async function insertOrder(db: Executor, o: { taskId: number; supplierId: number; userId: number; now: Date }): Promise<number | null> {
  const row = await db
    .insertInto('task_order')
    .values({ task_id: o.taskId, supplier_id: o.supplierId, taken_by: o.userId, status: ORDER_STATUS.taken, created_at: o.now })
    .onConflict((oc) => oc.columns(['task_id', 'supplier_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function hasOrder(db: Executor, taskId: number, supplierId: number): Promise<boolean> {
  const row = await db.selectFrom('task_order').select('id').where('task_id', '=', taskId).where('supplier_id', '=', supplierId).executeTakeFirst();
  return row !== undefined;
}

export async function countForSupplier(db: Executor, supplierId: number): Promise<number> {
  const row = await db.selectFrom('task_order').select((eb) => eb.fn.countAll<number>().as('n')).where('supplier_id', '=', supplierId).executeTakeFirstOrThrow();
  return Number(row.n);
}
