import type { Executor } from '../../db/schema';
import { userNames } from '../login';
import type { CandidateDetailJson } from './schema';
import { withFields } from '../../db/rows';

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
  await db
    .deleteFrom('candidate_claim')
    .where('task_id', '=', taskId)
    .where('person_key', '=', personKey)
    .where('candidate_id', '=', candidateId)
    .execute();
}

export async function existsOnOrder(db: Executor, orderId: number, personKey: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('candidate').select('id').where('order_id', '=', orderId).where('person_key', '=', personKey);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertLog(
  db: Executor,
  l: {
    candidateId: number;
    supplierId: number;
    from: string | null;
    to: string;
    reason: string | null;
    actorUserId: number | null;
    actorLabel: string;
    now: Date;
    /** What a platform move arranged (move-details.ts). */
    interviewAt?: Date | null;
    interviewPlace?: string | null;
    hiredOn?: string | null;
  },
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
      interview_at: l.interviewAt ?? null,
      interview_place: l.interviewPlace ?? null,
      hired_on: l.hiredOn ?? null,
    })
    .execute();
}

export const CANDIDATE_COLUMNS = [
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
] as const;

/** The rows with the name of the member who submitted each (asked of the login module, one query). */
export async function withSubmitterNames<R extends { submitted_by: number }>(
  db: Executor,
  rows: R[],
): Promise<(R & { submitter_name: string })[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.submitted_by),
  );
  return rows.map((r) => withFields(r, { submitter_name: names.get(r.submitted_by) ?? '' }));
}

/** One candidate of the supplier (another supplier's id finds nothing). */
export async function findCandidate(db: Executor, supplierId: number, id: number) {
  const row = await db
    .selectFrom('candidate as c')
    .select([...CANDIDATE_COLUMNS, 'c.detail'])
    .where('c.id', '=', id)
    .where('c.supplier_id', '=', supplierId)
    .executeTakeFirst();
  return row && (await withSubmitterNames(db, [row]))[0];
}
export type CandidateRow = NonNullable<Awaited<ReturnType<typeof findCandidate>>>;

/** Locks the candidate row for a move or an update; scoped by supplier unless the platform moves it (null). */
export async function lockCandidate(db: Executor, id: number, supplierId: number | null) {
  let q = db
    .selectFrom('candidate')
    .select(['id', 'status', 'supplier_id', 'task_id', 'order_id', 'person_key', 'name', 'submitted_by', 'created_at'])
    .where('id', '=', id);
  if (supplierId !== null) q = q.where('supplier_id', '=', supplierId);
  return q.forUpdate().executeTakeFirst();
}

export async function setStatus(db: Executor, id: number, to: string, rejectReason: string | null, now: Date): Promise<void> {
  await db
    .updateTable('candidate')
    .set({ status: to, reject_reason: rejectReason, status_changed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function updateFields(
  db: Executor,
  id: number,
  f: Pick<
    NewCandidateRow,
    | 'name'
    | 'mobile'
    | 'idNumber'
    | 'personKey'
    | 'sex'
    | 'age'
    | 'birthDate'
    | 'degree'
    | 'expectedInterviewTime'
    | 'remark'
    | 'resumeFileId'
    | 'now'
  >,
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

export async function setInterview(
  db: Executor,
  supplierId: number,
  id: number,
  at: Date | null,
  siteId: number | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('candidate')
    .set({ expected_interview_time: at, site_id: siteId, updated_at: now })
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId)
    .execute();
}

/** Writes the detail only if the candidate has none (add) or has one (edit): one conditional statement. */
export async function writeDetail(
  db: Executor,
  supplierId: number,
  id: number,
  detail: CandidateDetailJson,
  mode: 'add' | 'edit',
  now: Date,
): Promise<boolean> {
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

/** A candidate row just inserted in the caller's transaction whose claim was refused (nothing else refers to it yet). */
export async function deleteUnclaimedCandidate(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('candidate').where('id', '=', id).where('status', '=', 'submitted').execute();
}
