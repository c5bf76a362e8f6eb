import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';
import { platformOrderOf } from '../orders';
import { taskTerms } from '../tasks';
import { BILL_LIST_COLUMNS } from './bill-columns';
import './schema';

/** The order with its task's reward (the attendance sheet and its template), read through their modules. */
export async function orderTermsOf(db: Executor, orderId: number) {
  const order = await platformOrderOf(db, orderId);
  const terms = order && (await taskTerms(db, [order.task_id])).get(order.task_id);
  if (!order || !terms) return undefined;
  return { ...order, reward_amount: terms.reward_amount, reward_unit: terms.reward_unit, title: terms.title };
}

/**
 * The console's bill list: every supplier's live bills (not deleted, not superseded by a corrected one), read in
 * order off (status, issued_at, id), (issued_at, id), a supplier's, an order's or a task's index (migration 0027).
 */
export interface PlatformBillFilter {
  status?: string;
  supplierId?: number;
  orderId?: number;
  taskId?: number;
}

/** Which filters are present: the SQL's shape (a prepared query is compiled once per shape). */
type FilterShape = { status: boolean; supplierId: boolean; orderId: boolean; taskId: boolean };

/** Decides by `shape` alone: the values are placeholders while a prepared query is built. */
function filtered(db: Executor, f: PlatformBillFilter, shape: FilterShape) {
  let q = db.selectFrom('settlement as s').where('s.deleted_at', 'is', null).where('s.superseded_at', 'is', null);
  if (shape.status) q = q.where('s.status', '=', f.status!);
  if (shape.supplierId) q = q.where('s.supplier_id', '=', f.supplierId!);
  if (shape.orderId) q = q.where('s.order_id', '=', f.orderId!);
  if (shape.taskId) q = q.where('s.task_id', '=', f.taskId!);
  return q;
}

type PageValues = PlatformBillFilter & { offset: number; limit: number };

const billPage = prepared((db: Executor, v: PageValues, shape: FilterShape) =>
  filtered(db, v, shape)
    .select([...BILL_LIST_COLUMNS, 's.supplier_id'])
    .orderBy('s.issued_at', 'desc')
    .orderBy('s.id', 'desc')
    .offset(v.offset)
    .limit(v.limit),
);

export async function pagePlatformBills(db: Executor, f: PlatformBillFilter, page: { offset: number; limit: number }) {
  const values = {
    status: f.status,
    supplierId: f.supplierId,
    orderId: f.orderId,
    taskId: f.taskId,
    offset: page.offset,
    limit: page.limit,
  };
  const shape = {
    status: f.status !== undefined,
    supplierId: f.supplierId !== undefined,
    orderId: f.orderId !== undefined,
    taskId: f.taskId !== undefined,
  };
  return billPage.all(db, values, shape);
}

const billTally = prepared((db: Executor, f: PlatformBillFilter, shape: FilterShape) =>
  filtered(db, f, shape)
    .select((eb) => ['s.status', eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('s.total_fen').as('total_fen')])
    .groupBy('s.status'),
);

/** Bills and their totals per status of an order's or a task's bills (few: counted on the spot). */
export async function tallyBills(db: Executor, f: PlatformBillFilter) {
  const values = { supplierId: f.supplierId, orderId: f.orderId, taskId: f.taskId };
  const shape = { status: false, supplierId: f.supplierId !== undefined, orderId: f.orderId !== undefined, taskId: f.taskId !== undefined };
  return billTally.all(db, values, shape);
}

const counterTally = prepared((db: Executor, v: { supplierId: number | undefined }, bySupplier: boolean) => {
  const q = db
    .selectFrom('settlement_status_count')
    .select((eb) => ['status', eb.fn.sum<string>('n').as('n'), eb.fn.sum<string>('total_fen').as('total_fen')])
    .groupBy('status');
  return bySupplier ? q.where('supplier_id', '=', v.supplierId!) : q;
});

const supersededTally = prepared((db: Executor, v: { supplierId: number | undefined }, bySupplier: boolean) => {
  const q = db
    .selectFrom('settlement')
    .select((eb) => ['status', eb.fn.countAll<string>().as('n')])
    .where('superseded_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .groupBy('status');
  return bySupplier ? q.where('supplier_id', '=', v.supplierId!) : q;
});

/** Every supplier's (or one's) bills and totals per status: the trigger-kept counters, less the superseded bills. */
export async function tallyFromCounters(db: Executor, supplierId: number | undefined) {
  const values = { supplierId };
  const bySupplier = supplierId !== undefined;
  const [all, gone] = await Promise.all([counterTally.all(db, values, bySupplier), supersededTally.all(db, values, bySupplier)]);
  const less = new Map(gone.map((r) => [r.status, Number(r.n)]));
  return all.map((r) => ({ status: r.status, n: Number(r.n) - (less.get(r.status) ?? 0), total_fen: r.total_fen }));
}
