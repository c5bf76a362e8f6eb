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

function filtered(db: Executor, f: PlatformBillFilter) {
  let q = db.selectFrom('settlement as s').where('s.deleted_at', 'is', null).where('s.superseded_at', 'is', null);
  if (f.status !== undefined) q = q.where('s.status', '=', f.status);
  if (f.supplierId !== undefined) q = q.where('s.supplier_id', '=', f.supplierId);
  if (f.orderId !== undefined) q = q.where('s.order_id', '=', f.orderId);
  if (f.taskId !== undefined) q = q.where('s.task_id', '=', f.taskId);
  return q;
}

export async function pagePlatformBills(db: Executor, f: PlatformBillFilter, page: { offset: number; limit: number }) {
  return filtered(db, f)
    .select([...BILL_LIST_COLUMNS, 's.supplier_id'])
    .orderBy('s.issued_at', 'desc')
    .orderBy('s.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** Bills and their totals per status of an order's or a task's bills (few: counted on the spot). */
export async function tallyBills(db: Executor, f: PlatformBillFilter) {
  return filtered(db, { ...f, status: undefined })
    .select((eb) => ['s.status', eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('s.total_fen').as('total_fen')])
    .groupBy('s.status')
    .execute();
}

/** Every supplier's (or one's) bills and totals per status: the trigger-kept counters, less the superseded bills. */
export async function tallyFromCounters(db: Executor, supplierId: number | undefined) {
  let counters = db
    .selectFrom('settlement_status_count')
    .select((eb) => ['status', eb.fn.sum<string>('n').as('n'), eb.fn.sum<string>('total_fen').as('total_fen')])
    .groupBy('status');
  let superseded = db
    .selectFrom('settlement')
    .select((eb) => ['status', eb.fn.countAll<string>().as('n')])
    .where('superseded_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .groupBy('status');
  if (supplierId !== undefined) {
    counters = counters.where('supplier_id', '=', supplierId);
    superseded = superseded.where('supplier_id', '=', supplierId);
  }
  const [all, gone] = await Promise.all([counters.execute(), superseded.execute()]);
  const less = new Map(gone.map((r) => [r.status, Number(r.n)]));
  return all.map((r) => ({ status: r.status, n: Number(r.n) - (less.get(r.status) ?? 0), total_fen: r.total_fen }));
}
