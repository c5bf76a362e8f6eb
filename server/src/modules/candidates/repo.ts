import { sql } from 'kysely';
import { listOf, listValues, prepared } from '../../db/prepared';
import type { CandidateDetailJson, Executor } from '../../db/schema';
import { keysetAfter, type ListSort } from '../../db/sort';

/** Candidate storage. Every read of one candidate is scoped to the session's supplier here (tenant isolation). */

export interface NewCandidateRow {
  orderId: number;
  taskId: number;
  supplierId: number;
  name: string;
  mobile: string;
  idNumber: string;
  personKey: string;
  sex: string;
  age: number;
  birthDate: string;
  degree: string;
  expectedInterviewTime: Date | null;
  remark: string | null;
  resumeFileId: string | null;
  submittedBy: number;
  now: Date;
}

/** The candidate, unless this person is already on the order (the unique index decides, race or not). */
export async function insertCandidate(db: Executor, c: NewCandidateRow): Promise<number | null> {
  const row = await db
    .insertInto('candidate')
    .values({
      order_id: c.orderId,
      task_id: c.taskId,
      supplier_id: c.supplierId,
      name: c.name,
      mobile: c.mobile,
      id_number: c.idNumber,
      person_key: c.personKey,
      sex: c.sex,
      age: c.age,
      birth_date: c.birthDate,
      degree: c.degree,
      expected_interview_time: c.expectedInterviewTime,
      remark: c.remark,
      resume_file_id: c.resumeFileId,
      status: 'submitted',
      submitted_by: c.submittedBy,
      created_at: c.now,
      status_changed_at: c.now,
      updated_at: c.now,
    })
    .onConflict((oc) => oc.columns(['order_id', 'person_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Claims the person on the task for the supplier, atomically: a new row, or taking over a row that is the
 * same supplier's or older than `cutoff`. A concurrent claim of the same (task, person) waits on the row
 * (or on the speculative insert) and re-evaluates the condition on the committed row, so exactly one
 * supplier wins. Returns false when another supplier holds a live claim.
 */
export async function claimPerson(
  db: Executor,
  c: { taskId: number; personKey: string; supplierId: number; candidateId: number; now: Date; cutoff: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('candidate_claim')
    .values({ task_id: c.taskId, person_key: c.personKey, supplier_id: c.supplierId, candidate_id: c.candidateId, claimed_at: c.now })
    .onConflict((oc) =>
      oc
        .columns(['task_id', 'person_key'])
        .doUpdateSet({
          supplier_id: (eb) => eb.ref('excluded.supplier_id'),
          candidate_id: (eb) => eb.ref('excluded.candidate_id'),
          claimed_at: (eb) => eb.ref('excluded.claimed_at'),
        })
        .where((eb) => eb.or([eb('candidate_claim.supplier_id', '=', c.supplierId), eb('candidate_claim.claimed_at', '<=', c.cutoff)])),
    )
    .returning('task_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findClaim(db: Executor, taskId: number, personKey: string) {
  return db
    .selectFrom('candidate_claim')
    .select(['supplier_id', 'claimed_at', 'candidate_id'])
    .where('task_id', '=', taskId)
    .where('person_key', '=', personKey)
    .executeTakeFirst();
}

/** Drops the claim a candidate held (its person key changed), unless someone else holds it by now. */
export async function releaseClaim(db: Executor, taskId: number, personKey: string, candidateId: number): Promise<void> {
  await db.deleteFrom('candidate_claim').where('task_id', '=', taskId).where('person_key', '=', personKey).where('candidate_id', '=', candidateId).execute();
}

export async function existsOnOrder(db: Executor, orderId: number, personKey: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('candidate').select('id').where('order_id', '=', orderId).where('person_key', '=', personKey);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertLog(
  db: Executor,
  l: { candidateId: number; supplierId: number; from: string | null; to: string; reason: string | null; actorUserId: number | null; actorLabel: string; now: Date },
): Promise<void> {
  await db
    .insertInto('candidate_status_log')
    .values({
      candidate_id: l.candidateId,
      supplier_id: l.supplierId,
      from_status: l.from,
      to_status: l.to,
      reason: l.reason,
      actor_user_id: l.actorUserId,
      actor_label: l.actorLabel,
      created_at: l.now,
    })
    .execute();
}

const CANDIDATE_COLUMNS = [
  'c.id',
  'c.order_id',
  'c.task_id',
  'c.supplier_id',
  'c.name',
  'c.mobile',
  'c.id_number',
  'c.person_key',
  'c.sex',
  'c.age',
  'c.birth_date',
  'c.degree',
  'c.expected_interview_time',
  'c.site_id',
  'c.remark',
  'c.resume_file_id',
  'c.status',
  'c.reject_reason',
  'c.submitted_by',
  'c.created_at',
  'c.status_changed_at',
  'u.user_name as submitter_name',
] as const;

/** One candidate of the supplier (another supplier's id finds nothing). */
export async function findCandidate(db: Executor, supplierId: number, id: number) {
  return db
    .selectFrom('candidate as c')
    .innerJoin('app_user as u', 'u.id', 'c.submitted_by')
    .select([...CANDIDATE_COLUMNS, 'c.detail'])
    .where('c.id', '=', id)
    .where('c.supplier_id', '=', supplierId)
    .executeTakeFirst();
}
export type CandidateRow = NonNullable<Awaited<ReturnType<typeof findCandidate>>>;

/** Locks the candidate row for a move or an update; scoped by supplier unless the platform moves it (null). */
export async function lockCandidate(db: Executor, id: number, supplierId: number | null) {
  let q = db.selectFrom('candidate').select(['id', 'status', 'supplier_id', 'task_id', 'order_id', 'person_key', 'name', 'submitted_by']).where('id', '=', id);
  if (supplierId !== null) q = q.where('supplier_id', '=', supplierId);
  return q.forUpdate().executeTakeFirst();
}

export async function setStatus(db: Executor, id: number, to: string, rejectReason: string | null, now: Date): Promise<void> {
  await db.updateTable('candidate').set({ status: to, reject_reason: rejectReason, status_changed_at: now, updated_at: now }).where('id', '=', id).execute();
}

export async function updateFields(
  db: Executor,
  id: number,
  f: Pick<NewCandidateRow, 'name' | 'mobile' | 'idNumber' | 'personKey' | 'sex' | 'age' | 'birthDate' | 'degree' | 'expectedInterviewTime' | 'remark' | 'resumeFileId' | 'now'>,
): Promise<void> {
  await db
    .updateTable('candidate')
    .set({
      name: f.name,
      mobile: f.mobile,
      id_number: f.idNumber,
      person_key: f.personKey,
      sex: f.sex,
      age: f.age,
      birth_date: f.birthDate,
      degree: f.degree,
      expected_interview_time: f.expectedInterviewTime,
      remark: f.remark,
      resume_file_id: f.resumeFileId,
      updated_at: f.now,
    })
    .where('id', '=', id)
    .execute();
}

export async function setRemark(db: Executor, supplierId: number, id: number, remark: string | null, now: Date): Promise<void> {
  await db.updateTable('candidate').set({ remark, updated_at: now }).where('id', '=', id).where('supplier_id', '=', supplierId).execute();
}

export async function setInterview(db: Executor, supplierId: number, id: number, at: Date | null, siteId: number | null, now: Date): Promise<void> {
  await db
    .updateTable('candidate')
    .set({ expected_interview_time: at, site_id: siteId, updated_at: now })
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId)
    .execute();
}

/** Writes the detail only if the candidate has none (add) or has one (edit): one conditional statement. */
export async function writeDetail(db: Executor, supplierId: number, id: number, detail: CandidateDetailJson, mode: 'add' | 'edit', now: Date): Promise<boolean> {
  const row = await db
    .updateTable('candidate')
    .set({ detail: JSON.stringify(detail), updated_at: now })
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId)
    .where('detail', mode === 'add' ? 'is' : 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

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

/** The list's sort: submission time (contract CANDIDATE_SORT_FIELDS), then the id; newest first by default. */
export const CANDIDATE_SORT_COLUMNS = { submittedAt: 'c.created_at' } as const;
export type CandidateSort = ListSort<(typeof CANDIDATE_SORT_COLUMNS)[keyof typeof CANDIDATE_SORT_COLUMNS]>;
export const DEFAULT_CANDIDATE_SORT: CandidateSort = { column: 'c.created_at', order: 'desc' };

type PageValues = CandidateListFilter & { offset: number; limit: number; afterValue?: unknown; afterId?: number };

/** Read in order from (order_id[, status], created_at, id). */
const candidatePage = prepared((db: Executor, v: PageValues, shape: ListShape & { sort: CandidateSort; after: boolean }) => {
  let q = listFilter(db, v, shape)
    .innerJoin('app_user as u', 'u.id', 'c.submitted_by')
    .select([...CANDIDATE_COLUMNS, sql<boolean>`c.detail is not null`.as('has_detail')]);
  if (shape.status) q = q.where('c.status', '=', v.status!);
  if (shape.after) q = q.where(keysetAfter(shape.sort.column, 'c.id', shape.sort.order, v.afterValue, v.afterId));
  return q.orderBy(shape.sort.column, shape.sort.order).orderBy('c.id', shape.sort.order).offset(v.offset).limit(v.limit);
});
export type CandidatePageRow = Awaited<ReturnType<typeof candidatePage.all>>[number];

export async function pageCandidates(db: Executor, f: CandidateListFilter, page: { offset: number; limit: number }, sort: CandidateSort = DEFAULT_CANDIDATE_SORT) {
  const values = { orderId: f.orderId, status: f.status, keywordPattern: f.keywordPattern, offset: page.offset, limit: page.limit };
  return candidatePage.all(db, values, { ...listShape(values), sort, after: false });
}

/** The next `limit` candidates after `after` in the list's order: an export's keyset batch. */
export async function candidatesAfter(db: Executor, f: CandidateListFilter, sort: CandidateSort, after: CandidatePageRow | undefined, limit: number) {
  const values: PageValues = { orderId: f.orderId, status: f.status, keywordPattern: f.keywordPattern, offset: 0, limit, ...(after ? { afterValue: after.created_at, afterId: after.id } : {}) };
  return candidatePage.all(db, values, { ...listShape(values), sort, after: after !== undefined });
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

export async function listSites(db: Executor, taskId: number) {
  return db.selectFrom('task_site').select(['id', 'name', 'address', 'contact_name', 'contact_phone']).where('task_id', '=', taskId).orderBy('sort').orderBy('id').execute();
}

export async function findSite(db: Executor, taskId: number, siteId: number) {
  return db.selectFrom('task_site').select('id').where('task_id', '=', taskId).where('id', '=', siteId).executeTakeFirst();
}

export async function insertShare(
  db: Executor,
  s: { tokenHash: string; candidateId: number; supplierId: number; createdBy: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('candidate_share')
    .values({ token_hash: s.tokenHash, candidate_id: s.candidateId, supplier_id: s.supplierId, created_by: s.createdBy, created_at: s.now, expires_at: s.expiresAt })
    .execute();
}

/** The shared candidate, only while the token is live. */
export async function findShared(db: Executor, tokenHash: string, now: Date) {
  return db
    .selectFrom('candidate_share as s')
    .innerJoin('candidate as c', (j) => j.onRef('c.id', '=', 's.candidate_id').onRef('c.supplier_id', '=', 's.supplier_id'))
    .innerJoin('task as t', 't.id', 'c.task_id')
    .select(['c.name', 'c.mobile', 'c.sex', 'c.age', 'c.degree', 'c.status', 'c.detail', 't.title', 's.expires_at'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}
