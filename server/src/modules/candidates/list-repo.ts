import { sql } from 'kysely';
import { listOf, listValues, prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';
import { CANDIDATE_COLUMNS, withSubmitterNames } from './repo';

/** The talent list's queries (counts per status, a page), the counts per order and the timeline. */

export interface CandidateListFilter {
  orderId: number;
  status?: string;
  keywordPattern?: string;
}

/** What the list's SQL depends on (a prepared query is compiled once per shape). */
const listShape = (f: CandidateListFilter) => ({ keyword: f.keywordPattern !== undefined, status: f.status !== undefined });
type ListShape = ReturnType<typeof listShape>;

/** Decides by `shape` alone, so prepared queries can build it with placeholders for the values. */
function listFilter(db: Executor, f: CandidateListFilter, shape: ListShape) {
  let q = db.selectFrom('candidate as c').where('c.order_id', '=', f.orderId);
  if (shape.keyword) {
    const p = f.keywordPattern!;
    q = q.where((eb) => eb.or([eb('c.name', 'ilike', p), eb('c.mobile', 'like', p)]));
  }
  return q;
}

const byStatus = prepared((db: Executor, f: CandidateListFilter, shape: ListShape) =>
  listFilter(db, f, shape).select(['c.status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('c.status'),
);

/** Per-status counts of one order: an index-only walk of (order_id, status, id). */
export async function countByStatus(db: Executor, f: Omit<CandidateListFilter, 'status'>) {
  const values = { orderId: f.orderId, keywordPattern: f.keywordPattern };
  return byStatus.all(db, values, listShape(values));
}

const candidatePage = prepared((db: Executor, v: CandidateListFilter & { offset: number; limit: number }, shape: ListShape) => {
  let q = listFilter(db, v, shape).select([...CANDIDATE_COLUMNS, sql<boolean>`c.detail is not null`.as('has_detail')]);
  if (shape.status) q = q.where('c.status', '=', v.status!);
  return q.orderBy('c.id', 'desc').offset(v.offset).limit(v.limit);
});

export async function pageCandidates(db: Executor, f: CandidateListFilter, page: { offset: number; limit: number }) {
  const values = { orderId: f.orderId, status: f.status, keywordPattern: f.keywordPattern, offset: page.offset, limit: page.limit };
  return withSubmitterNames(db, await candidatePage.all(db, values, listShape(values)));
}

const countsOf = prepared((db: Executor, v: Record<string, number>, n: number) =>
  db
    .selectFrom('candidate')
    .select(['order_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('order_id', 'in', listOf(v, n))
    .groupBy(['order_id', 'status']),
);

export async function countsByOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return countsOf.all(db, listValues(orderIds), orderIds.length);
}

export async function timeline(db: Executor, candidateId: number) {
  return db
    .selectFrom('candidate_status_log')
    .select(['from_status', 'to_status', 'reason', 'actor_label', 'created_at'])
    .where('candidate_id', '=', candidateId)
    .orderBy('id')
    .execute();
}
