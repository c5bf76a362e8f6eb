import type { ExpressionBuilder } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import './schema';

export interface NewStoredFile {
  supplierId: number | null;
  userId: number;
  purpose: string;
  name: string;
  mime: string;
  ext: string;
  sha256: string;
  content: Uint8Array;
  now: Date;
}

export async function insertFile(db: Executor, f: NewStoredFile): Promise<number> {
  const row = await db
    .insertInto('stored_file')
    .values({
      supplier_id: f.supplierId,
      uploaded_by: f.userId,
      purpose: f.purpose,
      original_name: f.name,
      mime: f.mime,
      ext: f.ext,
      size: f.content.length,
      sha256: f.sha256,
      content: f.content,
      created_at: f.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The file's facts, only when it belongs to the supplier. */
export async function findInfo(db: Executor, supplierId: number, fileId: number) {
  return db
    .selectFrom('stored_file')
    .select(['id', 'original_name', 'mime', 'ext', 'size', 'purpose', 'created_at'])
    .where('id', '=', fileId)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
}

/** Who may see a file: its supplier's members, or (while it has no supplier) its uploader alone. */
export interface FileOwner {
  supplierId: number | null;
  userId: number;
}

const ownedBy = (owner: FileOwner) => (eb: ExpressionBuilder<Database, 'stored_file'>) =>
  owner.supplierId === null
    ? eb.and([eb('supplier_id', 'is', null), eb('uploaded_by', '=', owner.userId)])
    : eb.or([eb('supplier_id', '=', owner.supplierId), eb.and([eb('supplier_id', 'is', null), eb('uploaded_by', '=', owner.userId)])]);

export async function findContent(db: Executor, owner: FileOwner, fileId: number) {
  return db
    .selectFrom('stored_file')
    .select(['original_name', 'mime', 'size', 'content'])
    .where('id', '=', fileId)
    .where(ownedBy(owner))
    .executeTakeFirst();
}

/** The file's purpose and supplier, only when `owner` may use it. */
export async function findOwned(db: Executor, owner: FileOwner, fileId: number) {
  return db
    .selectFrom('stored_file')
    .select(['id', 'purpose', 'supplier_id', 'uploaded_by'])
    .where('id', '=', fileId)
    .where(ownedBy(owner))
    .executeTakeFirst();
}

/** Hands the uploader's own files (no supplier yet) to the supplier; returns how many it bound. */
export async function bindToSupplier(db: Executor, fileIds: number[], userId: number, supplierId: number): Promise<number> {
  if (fileIds.length === 0) return 0;
  const result = await db
    .updateTable('stored_file')
    .set({ supplier_id: supplierId })
    .where('id', 'in', fileIds)
    .where('supplier_id', 'is', null)
    .where('uploaded_by', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteFile(db: Executor, supplierId: number, fileId: number): Promise<void> {
  await db.deleteFrom('stored_file').where('id', '=', fileId).where('supplier_id', '=', supplierId).execute();
}
