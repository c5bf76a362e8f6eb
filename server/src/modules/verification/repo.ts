import type { Executor } from '../../db/schema';
import './schema';

export interface NewSubmission {
  supplierId: number;
  kind: 'company' | 'person';
  isUpgrade: boolean;
  companyName?: string;
  creditCode?: string;
  legalPerson?: string;
  licenceFileId?: number;
  personName?: string;
  idNumber?: string;
  idFrontFileId?: number;
  idBackFileId?: number;
  submittedBy: number;
  now: Date;
}

export async function insertSubmission(db: Executor, s: NewSubmission): Promise<number> {
  const row = await db
    .insertInto('supplier_verification')
    .values({
      supplier_id: s.supplierId,
      kind: s.kind,
      is_upgrade: s.isUpgrade,
      status: 'reviewing',
      company_name: s.companyName ?? null,
      credit_code: s.creditCode ?? null,
      legal_person: s.legalPerson ?? null,
      licence_file_id: s.licenceFileId ?? null,
      person_name: s.personName ?? null,
      id_number: s.idNumber ?? null,
      id_front_file_id: s.idFrontFileId ?? null,
      id_back_file_id: s.idBackFileId ?? null,
      submitted_by: s.submittedBy,
      submitted_at: s.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const SUBMISSION_COLUMNS = [
  'id',
  'supplier_id',
  'kind',
  'is_upgrade',
  'status',
  'company_name',
  'credit_code',
  'legal_person',
  'licence_file_id',
  'person_name',
  'id_number',
  'id_front_file_id',
  'id_back_file_id',
  'submitted_by',
  'submitted_at',
  'reviewed_at',
  'reject_reason',
] as const;

/** The supplier's newest submission (an upgrade included). */
export async function latestSubmission(db: Executor, supplierId: number) {
  return db
    .selectFrom('supplier_verification')
    .select(SUBMISSION_COLUMNS)
    .where('supplier_id', '=', supplierId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The submission under review, row-locked for the platform's decision. */
export async function lockReviewing(db: Executor, supplierId: number) {
  return db
    .selectFrom('supplier_verification')
    .select(SUBMISSION_COLUMNS)
    .where('supplier_id', '=', supplierId)
    .where('status', '=', 'reviewing')
    .forUpdate()
    .executeTakeFirst();
}

/** Decides a submission that is still under review (a conditional update): false when it was decided already. */
export async function decide(
  db: Executor,
  id: number,
  status: 'approved' | 'rejected',
  reason: string | null,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('supplier_verification')
    .set({ status, reject_reason: reason, reviewed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'reviewing')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Another supplier's live (reviewing or approved) submission with the credit code or ID number. */
export async function liveClaimOf(db: Executor, column: 'credit_code' | 'id_number', value: string, exceptSupplierId: number | null) {
  let q = db.selectFrom('supplier_verification').select('supplier_id').where(column, '=', value).where('status', '<>', 'rejected');
  if (exceptSupplierId !== null) q = q.where('supplier_id', '<>', exceptSupplierId);
  return q.executeTakeFirst();
}

export async function tipsClosed(db: Executor, userId: number): Promise<boolean> {
  return (await db.selectFrom('verification_tips_closed').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function closeTips(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .insertInto('verification_tips_closed')
    .values({ user_id: userId, closed_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
