import { sql } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';
import { taskTerms } from '../tasks';
import { ORDER_STATUS_CODES } from './repo';

/** What other modules read of orders (through index.ts): each one query over this module's tables, batched by ids. */

/** The order's row, locked for the caller's transaction (settlements issues one bill at a time per order). */
export async function lockOrderRow(trx: Executor, orderId: number) {
  return trx.selectFrom('task_order').select(['id', 'supplier_id', 'task_id']).where('id', '=', orderId).forUpdate().executeTakeFirst();
}

const takenTimes = prepared((db: Executor, v: { ids: number[] }) =>
  db
    .selectFrom('task_order')
    .select(['id', 'created_at'])
    .where('id', '=', sql<number>`any(${v.ids})`),
);

/** When each order was taken, by order id. */
export async function orderTakenTimes(db: Executor, orderIds: number[]): Promise<Map<number, Date>> {
  if (orderIds.length === 0) return new Map();
  return new Map((await takenTimes.all(db, { ids: orderIds })).map((r) => [r.id, r.created_at]));
}

/** Whether the supplier has an order on the task. */
export async function supplierHasOrder(db: Executor, taskId: number, supplierId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('task_order')
      .select('id')
      .where('task_id', '=', taskId)
      .where('supplier_id', '=', supplierId)
      .executeTakeFirst()) !== undefined
  );
}

/** The tasks of the supplier's orders with when each was taken, newest first (a supplier's orders: one indexed read). */
export async function orderedTasks(db: Executor, supplierId: number) {
  return db
    .selectFrom('task_order')
    .select(['task_id', 'created_at'])
    .where('supplier_id', '=', supplierId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The order's supplier, task (with its title, the tasks module's) and people: who took it, then whom it was distributed to. */
export async function orderPeople(db: Executor, orderId: number) {
  const order = await db
    .selectFrom('task_order')
    .select(['supplier_id', 'taken_by', 'task_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const [assignees, terms] = await Promise.all([
    db.selectFrom('order_assignee').select('user_id').where('order_id', '=', orderId).execute(),
    taskTerms(db, [order.task_id]),
  ]);
  return {
    supplierId: order.supplier_id,
    taskId: order.task_id,
    taskTitle: terms.get(order.task_id)?.title ?? '',
    userIds: [order.taken_by, ...assignees.map((a) => a.user_id)],
  };
}

/** The task's ongoing orders with their people (who took it, then whom it was distributed to): whom a change of the task concerns. */
export async function taskOrderPeople(db: Executor, taskId: number) {
  const orders = await db
    .selectFrom('task_order')
    .select(['id', 'supplier_id', 'taken_by'])
    .where('task_id', '=', taskId)
    .where('status', '=', ORDER_STATUS_CODES.ongoing)
    .orderBy('id')
    .execute();
  if (orders.length === 0) return [];
  const assignees = await db
    .selectFrom('order_assignee')
    .select(['order_id', 'user_id'])
    .where('order_id', '=', sql<number>`any(${orders.map((o) => o.id)}::integer[])`)
    .orderBy('user_id')
    .execute();
  return orders.map((o) => ({
    orderId: o.id,
    supplierId: o.supplier_id,
    userIds: [o.taken_by, ...assignees.filter((a) => a.order_id === o.id).map((a) => a.user_id)],
  }));
}
