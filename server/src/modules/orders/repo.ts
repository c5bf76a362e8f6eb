import { sql } from 'kysely';
import { listOf, listValues, prepared } from '../../db/prepared';
import { withAdded } from '../../db/rows';
import { keysetAfter, type ListSort } from '../../db/sort';
import type { Executor } from '../../db/schema';

/** task_order.status: an order starts as taken; the platform moves it on (ops order-status). */
export const ORDER_STATUS = { taken: 1 } as const;

/** The order, unless the supplier already has one on the task (the unique index decides). Returns its id or null. */
export async function insertOrder(
  db: Executor,
  o: { taskId: number; supplierId: number; userId: number; now: Date },
): Promise<number | null> {
  const row = await db
    .insertInto('task_order')
    .values({ task_id: o.taskId, supplier_id: o.supplierId, taken_by: o.userId, status: ORDER_STATUS.taken, created_at: o.now })
    .onConflict((oc) => oc.columns(['task_id', 'supplier_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function hasOrder(db: Executor, taskId: number, supplierId: number): Promise<boolean> {
  const row = await db
    .selectFrom('task_order')
    .select('id')
    .where('task_id', '=', taskId)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countForSupplier(db: Executor, supplierId: number): Promise<number> {
  const row = await db
    .selectFrom('task_order')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('supplier_id', '=', supplierId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** task_order.status by name (contract/orders.meta.ts ORDER_STATUSES). */
export const ORDER_STATUS_CODES = { ongoing: 1, finished: 2, cancelled: 3 } as const;

/**
 * Which of the supplier's orders a user sees: all of them for the administrator; otherwise the ones they
 * took and the ones distributed to them. Always scoped to the session's supplier first.
 */
export interface OrderScope {
  supplierId: number;
  /** null: the administrator, every order of the supplier. */
  memberId: number | null;
}

export interface OrderFilter {
  status?: number;
  /**
   * Only orders on these tasks: a keyword resolved by the tasks module to the supplier's ordered tasks whose title
   * or company matches (task-facts.ts), so this module's SQL stays on its own tables.
   */
  taskIds?: number[];
}

/** What the SQL of `scoped` depends on (a prepared query is compiled once per shape). */
function shapeOf(scope: OrderScope, filter: OrderFilter) {
  return { member: scope.memberId !== null, keyword: filter.taskIds !== undefined, status: filter.status !== undefined };
}
type ScopeShape = ReturnType<typeof shapeOf>;

/** Decides by `shape` alone, so prepared queries can build it with placeholders for the values. */
function scoped(db: Executor, scope: OrderScope, filter: OrderFilter, shape: ScopeShape = shapeOf(scope, filter)) {
  let q = db.selectFrom('task_order as o').where('o.supplier_id', '=', scope.supplierId);
  if (shape.member) {
    const me = scope.memberId!;
    q = q.where((eb) =>
      eb.or([
        eb('o.taken_by', '=', me),
        eb.exists(
          eb.selectFrom('order_assignee as a').select('a.order_id').whereRef('a.order_id', '=', 'o.id').where('a.user_id', '=', me),
        ),
      ]),
    );
  }
  if (shape.keyword) {
    q = q.where('o.task_id', '=', sql<number>`any(${filter.taskIds!}::integer[])`);
  }
  return q;
}

type ScopedValues = OrderScope & OrderFilter;
const scopedValues = (scope: OrderScope, filter: OrderFilter): ScopedValues => ({
  supplierId: scope.supplierId,
  memberId: scope.memberId,
  taskIds: filter.taskIds,
  status: filter.status,
});

const ordersByStatus = prepared((db: Executor, v: ScopedValues, shape: ScopeShape) =>
  scoped(db, v, v, shape)
    .select(['o.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('o.status'),
);

export async function countOrdersByStatus(db: Executor, scope: OrderScope, filter: OrderFilter) {
  return ordersByStatus.all(db, scopedValues(scope, filter), shapeOf(scope, filter));
}

/** The list's sort: take time (contract ORDER_SORT_FIELDS), then the id, one direction; newest first by default. */
export const ORDER_SORT_COLUMNS = { takenAt: 'o.created_at' } as const;
export type OrderSort = ListSort<(typeof ORDER_SORT_COLUMNS)[keyof typeof ORDER_SORT_COLUMNS]>;
export const DEFAULT_ORDER_SORT: OrderSort = { column: 'o.created_at', order: 'desc' };

type PageValues = ScopedValues & { offset: number; limit: number; afterId?: number };

/** Read in order from (supplier_id[, status], created_at, id). */
const orderPage = prepared((db: Executor, v: PageValues, shape: ScopeShape & { sort: OrderSort; after: boolean }) => {
  let q = scoped(db, v, v, shape).select(['o.id', 'o.task_id', 'o.status', 'o.created_at', 'o.taken_by']);
  if (shape.status) q = q.where('o.status', '=', v.status!);
  if (shape.after) q = q.where(keysetAfter('task_order', shape.sort.column, shape.sort.order, v.afterId));
  return q.orderBy(shape.sort.column, shape.sort.order).orderBy('o.id', shape.sort.order).offset(v.offset).limit(v.limit);
});
export type OrderPageRow = Awaited<ReturnType<typeof orderPage.all>>[number];

export async function pageOrders(
  db: Executor,
  scope: OrderScope,
  filter: OrderFilter,
  page: { offset: number; limit: number },
  sort: OrderSort = DEFAULT_ORDER_SORT,
) {
  return orderPage.all(
    db,
    withAdded(scopedValues(scope, filter), { offset: page.offset, limit: page.limit }),
    withAdded(shapeOf(scope, filter), { sort, after: false }),
  );
}

/** The next `limit` orders after `after` in the list's order: an export's keyset batch. */
export async function ordersAfter(
  db: Executor,
  scope: OrderScope,
  filter: OrderFilter,
  sort: OrderSort,
  after: OrderPageRow | undefined,
  limit: number,
) {
  const values: PageValues = { ...scopedValues(scope, filter), offset: 0, limit, ...(after ? { afterId: after.id } : {}) };
  return orderPage.all(db, values, { ...shapeOf(scope, filter), sort, after: after !== undefined });
}

const assigneesOf = prepared((db: Executor, v: Record<string, number>, n: number) =>
  db
    .selectFrom('order_assignee as a')
    .select(['a.order_id', 'a.user_id'])
    .where('a.order_id', 'in', listOf(v, n))
    .orderBy('a.created_at')
    .orderBy('a.user_id'),
);

export async function listAssignees(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return assigneesOf.all(db, listValues(orderIds), orderIds.length);
}

const scopedOrder = prepared((db: Executor, v: OrderScope & { orderId: number }, shape: ScopeShape) =>
  scoped(db, v, {}, shape).select(['o.id', 'o.task_id', 'o.status', 'o.taken_by']).where('o.id', '=', v.orderId),
);

/** The order if the scope sees it. */
export async function findScopedOrder(db: Executor, scope: OrderScope, orderId: number) {
  return scopedOrder.first(db, { supplierId: scope.supplierId, memberId: scope.memberId, orderId }, shapeOf(scope, {}));
}

/** The distinct tasks of the supplier's orders (a keyword's candidates: one indexed read of one supplier's orders). */
export async function orderedTaskIds(db: Executor, supplierId: number): Promise<number[]> {
  return (await db.selectFrom('task_order').select('task_id').distinct().where('supplier_id', '=', supplierId).execute()).map(
    (r) => r.task_id,
  );
}

/** The ids of every order the scope sees (a member's are few; the administrator's are not listed: null). */
export async function scopedOrderIds(db: Executor, scope: OrderScope): Promise<number[] | null> {
  if (scope.memberId === null) return null;
  const rows = await scoped(db, scope, {}).select('o.id').execute();
  return rows.map((r) => r.id);
}

export async function listGoingOrders(db: Executor, scope: OrderScope, taskIds: number[] | undefined, limit: number) {
  return scoped(db, scope, { taskIds })
    .select(['o.id', 'o.task_id', 'o.created_at'])
    .where('o.status', '=', ORDER_STATUS_CODES.ongoing)
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

/** Replaces the order's assignees in one statement pair (the caller's transaction). */
export async function replaceAssignees(db: Executor, orderId: number, userIds: number[], assignedBy: number, now: Date): Promise<void> {
  await db.deleteFrom('order_assignee').where('order_id', '=', orderId).execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('order_assignee')
    .values(userIds.map((userId) => ({ order_id: orderId, user_id: userId, assigned_by: assignedBy, created_at: now })))
    .execute();
}

/** Locks the order row so concurrent distributions of one order apply one after the other. */
export async function lockOrder(db: Executor, supplierId: number, orderId: number) {
  return db
    .selectFrom('task_order')
    .select(['id'])
    .where('id', '=', orderId)
    .where('supplier_id', '=', supplierId)
    .forUpdate()
    .executeTakeFirst();
}

/** Moves an ongoing order on (the platform's move); false when it is not ongoing (or does not exist). One conditional statement. */
/** The order moved from ongoing to `to`, or undefined when it was not ongoing (or does not exist). */
export function finishOngoing(db: Executor, orderId: number, to: number) {
  return db
    .updateTable('task_order')
    .set({ status: to })
    .where('id', '=', orderId)
    .where('status', '=', ORDER_STATUS_CODES.ongoing)
    .returning(['supplier_id', 'task_id'])
    .executeTakeFirst();
}

export async function orderStatusOf(db: Executor, orderId: number): Promise<number | undefined> {
  return (await db.selectFrom('task_order').select('status').where('id', '=', orderId).executeTakeFirst())?.status;
}
