import type { Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the order tables (server/src/seed runs these in its one transaction). */

/** An order as the seed back-dates it, with the members it was distributed to; returns its id. */
export async function insertDemoOrder(
  trx: Executor,
  o: { taskId: number; supplierId: number; takenBy: number; status: number; at: Date; assignees: number[]; assignedBy: number },
): Promise<number> {
  const order = await trx
    .insertInto('task_order')
    .values({ task_id: o.taskId, supplier_id: o.supplierId, taken_by: o.takenBy, status: o.status, created_at: o.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const userId of o.assignees) {
    await trx
      .insertInto('order_assignee')
      .values({ order_id: order.id, user_id: userId, assigned_by: o.assignedBy, created_at: o.at })
      .execute();
  }
  return order.id;
}

/** The supplier's first orders by id, with their task and when they were taken. */
export async function firstOrdersOf(db: Executor, supplierId: number, limit: number) {
  return db
    .selectFrom('task_order')
    .select(['id', 'task_id', 'created_at'])
    .where('supplier_id', '=', supplierId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
