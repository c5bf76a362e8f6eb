import type { SettlementStatus } from '@contract/settlements.meta';
import { prepared } from '../../db/prepared';
import { withAdded } from '../../db/rows';
import { keysetAfter, type ListSort } from '../../db/sort';
import type { Executor } from '../../db/schema';
import { sql } from 'kysely';
import { userNames } from '../login';
import { BILL_LIST_COLUMNS } from './bill-columns';
import { withTaskAndOrder, withTaskNames, type TaskNames } from './bill-terms';
import './schema';

/** The bill with the bill that superseded it, if any. */
function billQuery(db: Executor) {
  return db
    .selectFrom('settlement as s')
    .selectAll('s')
    .select((eb) => eb.selectFrom('settlement as n').select('n.id').whereRef('n.supersedes_id', '=', 's.id').limit(1).as('superseded_by'));
}

export type BillRow = NonNullable<Awaited<ReturnType<typeof findBill>>>;

/** One bill of the supplier (never another's), not deleted. */
export async function findBill(db: Executor, id: number, supplierId: number) {
  return withTaskAndOrder(
    db,
    await billQuery(db).where('s.id', '=', id).where('s.supplier_id', '=', supplierId).where('s.deleted_at', 'is', null).executeTakeFirst(),
  );
}

/** Any bill, for the platform's commands. */
export async function findBillAnySupplier(db: Executor, id: number) {
  return withTaskAndOrder(db, await billQuery(db).where('s.id', '=', id).where('s.deleted_at', 'is', null).executeTakeFirst());
}

/**
 * The bill's row lock: every change of a bill happens under it, so concurrent confirms, disputes, resubmits,
 * deletes and the platform's moves run one after the other and each sees the state the previous one left.
 * `supplierId` null: the platform (any supplier's bill).
 */
export async function lockBill(trx: Executor, id: number, supplierId: number | null) {
  let q = trx.selectFrom('settlement').selectAll().where('id', '=', id).where('deleted_at', 'is', null);
  if (supplierId !== null) q = q.where('supplier_id', '=', supplierId);
  return q.forUpdate().executeTakeFirst();
}

export interface PageFilter {
  supplierId: number;
  status?: SettlementStatus;
  from?: string;
  to?: string;
  taskId?: number;
  /** Already escaped for LIKE. */
  keywordPattern?: string;
  /** The keyword as a bill number, when it is one. */
  keywordId?: number;
  /** The supplier's billed tasks whose title or company match the keyword (withKeywordTasks). */
  keywordTaskIds?: number[];
}

/** Which filters are present: the SQL's shape (a prepared query is compiled once per shape). */
function shapeOf(f: PageFilter) {
  return {
    status: Boolean(f.status),
    from: Boolean(f.from),
    to: Boolean(f.to),
    taskId: f.taskId !== undefined,
    keyword: f.keywordPattern !== undefined,
    keywordId: f.keywordPattern !== undefined && f.keywordId !== undefined,
  };
}
type FilterShape = ReturnType<typeof shapeOf>;

/** Decides by `shape` alone, so prepared queries can build it with placeholders for the values. */
function filtered(db: Executor, f: PageFilter, shape: FilterShape = shapeOf(f)) {
  let q = db.selectFrom('settlement as s').where('s.supplier_id', '=', f.supplierId).where('s.deleted_at', 'is', null);
  if (shape.status) q = q.where('s.status', '=', f.status!);
  if (shape.from) q = q.where('s.period_to', '>=', f.from!);
  if (shape.to) q = q.where('s.period_from', '<=', f.to!);
  if (shape.taskId) q = q.where('s.task_id', '=', f.taskId!);
  if (shape.keyword) {
    const id = f.keywordId;
    q = q.where((eb) =>
      eb.or([eb('s.task_id', '=', sql<number>`any(${f.keywordTaskIds!})`), ...(shape.keywordId ? [eb('s.id', '=', id!)] : [])]),
    );
  }
  return q;
}

/** Only status (or nothing) filters the list: its total comes from the trigger-kept counters. */
const unfiltered = (f: PageFilter) =>
  f.from === undefined && f.to === undefined && f.taskId === undefined && f.keywordPattern === undefined;

const countFromCounters = prepared((db: Executor, f: PageFilter, shape: { status: boolean }) => {
  let q = db
    .selectFrom('settlement_status_count')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
    .where('supplier_id', '=', f.supplierId);
  if (shape.status) q = q.where('status', '=', f.status!);
  return q;
});

const countFiltered = prepared((db: Executor, f: PageFilter, shape: FilterShape) =>
  filtered(db, f, shape).select((eb) => eb.fn.countAll<number>().as('n')),
);

export async function countBills(db: Executor, f: PageFilter): Promise<number> {
  const row = unfiltered(f)
    ? await countFromCounters.first(db, f, { status: Boolean(f.status) })
    : await countFiltered.first(db, f, shapeOf(f));
  if (!row) throw new Error('count query returned no row');
  return Number(row.n);
}

/** The columns the list sorts by (contract SETTLEMENT_SORT_FIELDS). */
export const BILL_SORT_COLUMNS = { totalAmount: 's.total_fen', periodFrom: 's.period_from', issuedAt: 's.issued_at' } as const;
export type BillSort = ListSort<(typeof BILL_SORT_COLUMNS)[keyof typeof BILL_SORT_COLUMNS]>;
/** Newest issued first. */
export const DEFAULT_BILL_SORT: BillSort = { column: 's.issued_at', order: 'desc' };

interface PageValues extends PageFilter {
  offset: number;
  limit: number;
  /** The last row of the previous batch (an export's keyset); absent for a page. */
  afterId?: number;
}

/** The sort column with the id, in one direction: one of the (supplier[, status], column, id) indexes read in order. */
const billPage = prepared((db: Executor, v: PageValues, shape: FilterShape & { sort: BillSort; after: boolean }) => {
  let q = filtered(db, v, shape)
    .select(BILL_LIST_COLUMNS)
    .select((eb) => eb.selectFrom('settlement as n').select('n.id').whereRef('n.supersedes_id', '=', 's.id').limit(1).as('superseded_by'));
  if (shape.after) q = q.where(keysetAfter('settlement', shape.sort.column, shape.sort.order, v.afterId));
  return q.orderBy(shape.sort.column, shape.sort.order).orderBy('s.id', shape.sort.order).offset(v.offset).limit(v.limit);
});
type BillRow0 = Awaited<ReturnType<typeof billPage.all>>[number];
export type BillPageRow = BillRow0 & TaskNames;

export async function pageBills(db: Executor, f: PageFilter, page: { offset: number; limit: number }, sort: BillSort = DEFAULT_BILL_SORT) {
  const values = withAdded(f, { offset: page.offset, limit: page.limit });
  return withTaskNames(db, await billPage.all(db, values, withAdded(shapeOf(f), { sort, after: false })));
}

/** The next `limit` bills after `after` (the last of the previous batch) in the list's order: an export's keyset batch. */
export async function billsAfter(db: Executor, f: PageFilter, sort: BillSort, after: BillPageRow | undefined, limit: number) {
  const values: PageValues = { ...f, offset: 0, limit, ...(after ? { afterId: after.id } : {}) };
  return withTaskNames(db, await billPage.all(db, values, { ...shapeOf(f), sort, after: after !== undefined }));
}

/** The status tabs: the trigger-kept counters (migration 0016). */
export async function countByStatus(db: Executor, supplierId: number) {
  return db.selectFrom('settlement_status_count').select(['status', 'n', 'total_fen']).where('supplier_id', '=', supplierId).execute();
}

/**
 * Bills a corrected bill superseded, per status: the counters above include them (the list shows them, to be
 * deleted), the status totals do not. Few per supplier, so counted on the spot.
 */
export async function countSupersededByStatus(db: Executor, supplierId: number) {
  return db
    .selectFrom('settlement')
    .select((eb) => ['status', eb.fn.countAll<string>().as('n')])
    .where('supplier_id', '=', supplierId)
    .where('deleted_at', 'is', null)
    .where('superseded_at', 'is not', null)
    .groupBy('status')
    .execute();
}

export async function countLines(db: Executor, settlementId: number): Promise<number> {
  const row = await db
    .selectFrom('settlement_line')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('settlement_id', '=', settlementId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pageLines(db: Executor, settlementId: number, page: { offset: number; limit: number }) {
  return db
    .selectFrom('settlement_line')
    .selectAll()
    .where('settlement_id', '=', settlementId)
    .orderBy('candidate_name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function lineIdsOf(db: Executor, settlementId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('settlement_line')
    .select('id')
    .where('settlement_id', '=', settlementId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

export async function markLinesDisputed(db: Executor, settlementId: number, ids: number[] | 'all'): Promise<void> {
  let q = db.updateTable('settlement_line').set({ disputed: true }).where('settlement_id', '=', settlementId);
  if (ids !== 'all') q = q.where('id', 'in', ids);
  await q.execute();
}

export async function clearDisputedLines(db: Executor, settlementId: number): Promise<void> {
  await db.updateTable('settlement_line').set({ disputed: false }).where('settlement_id', '=', settlementId).execute();
}

/** The bill's history, with each acting member's current name (asked of the login module). */
export async function eventsOf(db: Executor, settlementId: number) {
  const events = await db
    .selectFrom('settlement_event as e')
    .select(['e.id', 'e.event', 'e.actor_label', 'e.actor_user_id', 'e.client_ip', 'e.note', 'e.created_at'])
    .where('e.settlement_id', '=', settlementId)
    .orderBy('e.id')
    .execute();
  const names = await userNames(
    db,
    events.flatMap((e) => (e.actor_user_id === null ? [] : [e.actor_user_id])),
  );
  return events.map((e) => ({ ...e, user_name: e.actor_user_id === null ? null : (names.get(e.actor_user_id) ?? null) }));
}

export interface NewEvent {
  settlementId: number;
  event: string;
  actorUserId: number | null;
  actorLabel: string;
  clientIp: string | null;
  note?: string | null;
  at: Date;
}

export async function insertEvent(db: Executor, e: NewEvent): Promise<void> {
  await db
    .insertInto('settlement_event')
    .values({
      settlement_id: e.settlementId,
      event: e.event,
      actor_user_id: e.actorUserId,
      actor_label: e.actorLabel,
      client_ip: e.clientIp,
      note: e.note ?? null,
      created_at: e.at,
    })
    .execute();
}

/** Whether the user already has an event of this kind on the bill since `since` (one `viewed` per day is enough). */
export async function hasEventSince(db: Executor, settlementId: number, event: string, userId: number, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('settlement_event')
    .select('id')
    .where('settlement_id', '=', settlementId)
    .where('event', '=', event)
    .where('actor_user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findAnswer(db: Executor, settlementId: number, key: string) {
  return db
    .selectFrom('settlement_idempotency')
    .select(['action', 'answer'])
    .where('settlement_id', '=', settlementId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function storeAnswer(
  db: Executor,
  a: { settlementId: number; key: string; action: string; answer: Record<string, unknown>; userId: number; at: Date },
): Promise<void> {
  await db
    .insertInto('settlement_idempotency')
    .values({
      settlement_id: a.settlementId,
      key: a.key,
      action: a.action,
      answer: JSON.stringify(a.answer),
      user_id: a.userId,
      created_at: a.at,
    })
    .execute();
}
