import { sql } from 'kysely';
import { listOf, listValues, prepared } from '../../db/prepared';
import { withAdded } from '../../db/rows';
import type { Executor } from '../../db/schema';
import { keysetAfter, type ListSort } from '../../db/sort';
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
  listFilter(db, f, shape)
    .select(['c.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('c.status'),
);

const tallyOf = prepared((db: Executor, v: Record<string, number>, n: number) =>
  db.selectFrom('candidate_tally').select(['order_id', 'status', 'n']).where('order_id', 'in', listOf(v, n)).where('n', '>', 0),
);

/** Per-status counts of one order: the tally's rows (migration 0023); with a keyword, a walk of the order's rows. */
export async function countByStatus(db: Executor, f: Omit<CandidateListFilter, 'status'>) {
  if (f.keywordPattern === undefined) return tallyOf.all(db, listValues([f.orderId]), 1);
  const values = { orderId: f.orderId, keywordPattern: f.keywordPattern };
  return byStatus.all(db, values, listShape(values));
}

/** The list's sort: submission time (contract CANDIDATE_SORT_FIELDS), then the id; newest first by default. */
export const CANDIDATE_SORT_COLUMNS = { submittedAt: 'c.created_at' } as const;
export type CandidateSort = ListSort<(typeof CANDIDATE_SORT_COLUMNS)[keyof typeof CANDIDATE_SORT_COLUMNS]>;
export const DEFAULT_CANDIDATE_SORT: CandidateSort = { column: 'c.created_at', order: 'desc' };

type PageValues = CandidateListFilter & { offset: number; limit: number; afterId?: number };

/** Read in order from (order_id[, status], created_at, id). */
const candidatePage = prepared((db: Executor, v: PageValues, shape: ListShape & { sort: CandidateSort; after: boolean }) => {
  let q = listFilter(db, v, shape).select([...CANDIDATE_COLUMNS, sql<boolean>`c.detail is not null`.as('has_detail')]);
  if (shape.status) q = q.where('c.status', '=', v.status!);
  if (shape.after) q = q.where(keysetAfter('candidate', shape.sort.column, shape.sort.order, v.afterId));
  return q.orderBy(shape.sort.column, shape.sort.order).orderBy('c.id', shape.sort.order).offset(v.offset).limit(v.limit);
});
export type CandidatePageRow = Awaited<ReturnType<typeof candidatePage.all>>[number] & { submitter_name: string };

export async function pageCandidates(
  db: Executor,
  f: CandidateListFilter,
  page: { offset: number; limit: number },
  sort: CandidateSort = DEFAULT_CANDIDATE_SORT,
) {
  const values = { orderId: f.orderId, status: f.status, keywordPattern: f.keywordPattern, offset: page.offset, limit: page.limit };
  return withSubmitterNames(db, await candidatePage.all(db, values, withAdded(listShape(values), { sort, after: false })));
}

/** The next `limit` candidates after `after` in the list's order: an export's keyset batch. */
export async function candidatesAfter(
  db: Executor,
  f: CandidateListFilter,
  sort: CandidateSort,
  after: CandidatePageRow | undefined,
  limit: number,
) {
  const values: PageValues = {
    orderId: f.orderId,
    status: f.status,
    keywordPattern: f.keywordPattern,
    offset: 0,
    limit,
    ...(after ? { afterId: after.id } : {}),
  };
  return withSubmitterNames(db, await candidatePage.all(db, values, { ...listShape(values), sort, after: after !== undefined }));
}

/** Candidates per order and status, from the tally. */
export async function countsByOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return tallyOf.all(db, listValues(orderIds), orderIds.length);
}

export async function timeline(db: Executor, candidateId: number) {
  return db
    .selectFrom('candidate_status_log')
    .select(['from_status', 'to_status', 'reason', 'actor_label', 'created_at', 'interview_at', 'interview_place', 'hired_on'])
    .where('candidate_id', '=', candidateId)
    .orderBy('id')
    .execute();
}
