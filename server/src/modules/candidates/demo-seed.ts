import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the candidate tables (server/src/seed runs these in its one transaction). */

type NewCandidate = Insertable<Database['candidate']>;
type NewStep = Omit<Insertable<Database['candidate_status_log']>, 'candidate_id' | 'supplier_id'>;

/** A back-dated candidate with its claim on the person (at its creation) and its status history; returns its id. */
export async function insertDemoCandidate(trx: Executor, c: NewCandidate & { person_key: string }, history: NewStep[]): Promise<number> {
  const candidate = await trx.insertInto('candidate').values(c).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('candidate_claim')
    .values({
      task_id: c.task_id,
      person_key: c.person_key,
      supplier_id: c.supplier_id,
      candidate_id: candidate.id,
      claimed_at: c.created_at,
    })
    .execute();
  await trx
    .insertInto('candidate_status_log')
    .values(history.map((h) => ({ ...h, candidate_id: candidate.id, supplier_id: c.supplier_id })))
    .execute();
  return candidate.id;
}

/** The supplier's candidates that have no resume yet, by id. */
export async function candidatesWithoutResume(db: Executor, supplierId: number) {
  return db
    .selectFrom('candidate')
    .select(['id', 'name', 'mobile', 'id_number', 'sex', 'age', 'degree'])
    .where('supplier_id', '=', supplierId)
    .where('resume_file_id', 'is', null)
    .orderBy('id')
    .execute();
}

/** Attaches a stored file as the candidate's resume. */
export async function setCandidateResume(trx: Executor, candidateId: number, fileId: number): Promise<void> {
  await trx
    .updateTable('candidate')
    .set({ resume_file_id: String(fileId) })
    .where('id', '=', candidateId)
    .execute();
}

/** The supplier's candidates in these statuses, by id, with when they were hired and left (null when never). */
export async function candidatesWithHireTimes(db: Executor, supplierId: number, statuses: readonly string[]) {
  return db
    .selectFrom('candidate as c')
    .select(['c.id', 'c.order_id', 'c.task_id'])
    .select((eb) =>
      eb
        .selectFrom('candidate_status_log as l')
        .select('l.created_at')
        .whereRef('l.candidate_id', '=', 'c.id')
        .where('l.to_status', '=', 'hired')
        .limit(1)
        .as('hired_at'),
    )
    .select((eb) =>
      eb
        .selectFrom('candidate_status_log as l')
        .select('l.created_at')
        .whereRef('l.candidate_id', '=', 'c.id')
        .where('l.to_status', '=', 'left')
        .limit(1)
        .as('left_at'),
    )
    .where('c.supplier_id', '=', supplierId)
    .where('c.status', 'in', [...statuses])
    .orderBy('c.id')
    .execute();
}
