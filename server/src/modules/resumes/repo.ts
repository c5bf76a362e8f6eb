import type { ResumeConfidence, ResumeFields } from '@contract/resumes';
import type { Executor } from '../../db/schema';
import './schema';

export async function insertDraft(
  db: Executor,
  d: {
    fileId: number;
    fileName: string;
    fileSize: number;
    supplierId: number;
    userId: number;
    fields: ResumeFields;
    confidence: ResumeConfidence;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('resume_draft')
    .values({
      file_id: d.fileId,
      supplier_id: d.supplierId,
      created_by: d.userId,
      file_name: d.fileName,
      file_size: d.fileSize,
      name: d.fields.name,
      mobile: d.fields.mobile,
      id_number: d.fields.idNumber,
      sex: d.fields.sex,
      age: d.fields.age,
      degree: d.fields.degree,
      confidence: JSON.stringify(d.confidence),
      created_at: d.now,
      updated_at: d.now,
    })
    .execute();
}

const draftColumns = [
  'file_id',
  'file_name',
  'file_size',
  'name',
  'mobile',
  'id_number',
  'sex',
  'age',
  'degree',
  'confidence',
  'candidate_id',
  'submitting_since',
  'created_at',
] as const;

/** The draft, only when it belongs to the supplier. */
export async function findDraft(db: Executor, supplierId: number, fileId: number) {
  return db
    .selectFrom('resume_draft')
    .select(draftColumns)
    .where('file_id', '=', fileId)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
}

export async function listOpenDrafts(db: Executor, supplierId: number, limit: number, offset: number) {
  const base = db.selectFrom('resume_draft').where('supplier_id', '=', supplierId).where('candidate_id', 'is', null);
  const [rows, count] = await Promise.all([
    base.select(draftColumns).orderBy('created_at', 'desc').orderBy('file_id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Changes fields of a draft not yet submitted (nor being submitted); false when there is no such draft. */
export async function updateDraftFields(
  db: Executor,
  supplierId: number,
  fileId: number,
  changes: Partial<{
    name: string | null;
    mobile: string | null;
    id_number: string | null;
    sex: string | null;
    age: number | null;
    degree: string | null;
  }>,
  confidence: ResumeConfidence,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('resume_draft')
    .set({ ...changes, confidence: JSON.stringify(confidence), updated_at: now })
    .where('file_id', '=', fileId)
    .where('supplier_id', '=', supplierId)
    .where('candidate_id', 'is', null)
    .where('submitting_since', 'is', null)
    .returning('file_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims a draft for submission: one conditional update, so of two concurrent submissions of one draft only
 * one proceeds. A claim older than `staleBefore` (a crashed server) can be taken over.
 */
export async function claimDraft(db: Executor, supplierId: number, fileId: number, now: Date, staleBefore: Date): Promise<boolean> {
  const row = await db
    .updateTable('resume_draft')
    .set({ submitting_since: now })
    .where('file_id', '=', fileId)
    .where('supplier_id', '=', supplierId)
    .where('candidate_id', 'is', null)
    .where((eb) => eb.or([eb('submitting_since', 'is', null), eb('submitting_since', '<', staleBefore)]))
    .returning('file_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function releaseDraft(db: Executor, supplierId: number, fileId: number): Promise<void> {
  await db
    .updateTable('resume_draft')
    .set({ submitting_since: null })
    .where('file_id', '=', fileId)
    .where('supplier_id', '=', supplierId)
    .execute();
}

export async function markSubmitted(db: Executor, supplierId: number, fileId: number, candidateId: number, now: Date): Promise<void> {
  await db
    .updateTable('resume_draft')
    .set({ candidate_id: candidateId, submitted_at: now, submitting_since: null, updated_at: now })
    .where('file_id', '=', fileId)
    .where('supplier_id', '=', supplierId)
    .execute();
}

/**
 * Marks the draft behind a new candidate's résumé submitted, in the add's transaction; a draft already submitted
 * (its résumé attached to another candidate before) keeps its first candidate.
 */
export async function markUsed(db: Executor, supplierId: number, fileId: number, candidateId: number, now: Date): Promise<void> {
  await db
    .updateTable('resume_draft')
    .set({ candidate_id: candidateId, submitted_at: now, submitting_since: null, updated_at: now })
    .where('file_id', '=', fileId)
    .where('supplier_id', '=', supplierId)
    .where('candidate_id', 'is', null)
    .execute();
}

/** Deletes a draft neither submitted nor being submitted; false when there is no such draft. */
export async function deleteOpenDraft(db: Executor, supplierId: number, fileId: number): Promise<boolean> {
  const row = await db
    .deleteFrom('resume_draft')
    .where('file_id', '=', fileId)
    .where('supplier_id', '=', supplierId)
    .where('candidate_id', 'is', null)
    .where('submitting_since', 'is', null)
    .returning('file_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUploadCode(db: Executor, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.insertInto('upload_code').values({ code_hash: codeHash, created_at: now, expires_at: expiresAt }).execute();
}

export async function deleteExpiredUploadCodes(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('upload_code').where('expires_at', '<', now).execute();
}

export async function findUploadCode(db: Executor, codeHash: string, forUpdate = false) {
  const query = db.selectFrom('upload_code').select(['supplier_id', 'purpose', 'result', 'expires_at']).where('code_hash', '=', codeHash);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function saveUploadResult(
  db: Executor,
  codeHash: string,
  supplierId: number,
  purpose: string,
  result: unknown,
  now: Date,
): Promise<void> {
  await db
    .updateTable('upload_code')
    .set({ supplier_id: supplierId, purpose, result: JSON.stringify(result), used_at: now })
    .where('code_hash', '=', codeHash)
    .where('result', 'is', null)
    .execute();
}
