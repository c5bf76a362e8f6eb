import { sql } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';
import { SUBMISSION_COLUMNS } from './repo';

/* What the console reads of submissions: one by id, a supplier's history, the review queue's size. */

export async function findSubmission(db: Executor, id: number) {
  return db.selectFrom('supplier_verification').select(SUBMISSION_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A supplier's submissions, newest first (a few per supplier; capped all the same). */
export async function submissionsOf(db: Executor, supplierId: number, limit = 50) {
  return db
    .selectFrom('supplier_verification')
    .select(SUBMISSION_COLUMNS)
    .where('supplier_id', '=', supplierId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Submissions under review: the partial unique index on (supplier_id) where status = 'reviewing' holds exactly them. */
export async function countReviewing(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('supplier_verification')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'reviewing')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the file is an image of one of the supplier's submissions. */
export async function isSubmissionImage(db: Executor, supplierId: number, fileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('supplier_verification')
    .select('id')
    .where('supplier_id', '=', supplierId)
    .where(sql<boolean>`${fileId} in (licence_file_id, id_front_file_id, id_back_file_id)`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// Prepared: the console's supplier list asks it for a keyword shaped like a credit code.
const claimingCreditCode = prepared((db: Executor, v: { creditCode: string }) =>
  db.selectFrom('supplier_verification').select('supplier_id').where('credit_code', '=', v.creditCode).where('status', '<>', 'rejected'),
);

/** Suppliers whose submission (under review or approved) names this credit code: the index of live claims holds them. */
export async function suppliersClaimingCreditCode(db: Executor, creditCode: string): Promise<number[]> {
  const rows = await claimingCreditCode.all(db, { creditCode });
  return rows.map((r) => r.supplier_id);
}
