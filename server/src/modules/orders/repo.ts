import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import { TASK_STATUS } from '../tasks/status';

/** task_order.status: an order starts as taken; the order screens (a later issue) move it on. */
export const ORDER_STATUS = { taken: 1 } as const;

/**
 * Takes one place on an open task that still has one; the task turns full with its last place. One
 * conditional statement, so concurrent takes serialise on the row lock and re-check the condition: they can
 * never overbook. Returns false when the task was not open or had no place left.
 */
export async function claimPlace(db: Executor, taskId: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('task')
    .set((eb) => ({
      taken_count: eb('taken_count', '+', 1),
      status: sql<number>`case when taken_count + 1 >= person_number then ${TASK_STATUS.full}::smallint else status end`,
      updated_at: now,
    }))
    .where('id', '=', taskId)
    .where('status', '=', TASK_STATUS.open)
    .whereRef('taken_count', '<', 'person_number')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

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

export async function findTaskState(db: Executor, taskId: number) {
  return db.selectFrom('task').select(['status', 'taken_count', 'person_number']).where('id', '=', taskId).executeTakeFirst();
}
