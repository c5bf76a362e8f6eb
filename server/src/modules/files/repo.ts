import type { Executor } from '../../db/schema';
import './schema';

export interface NewStoredFile {
  supplierId: number;
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

export async function findContent(db: Executor, supplierId: number, fileId: number) {
  return db
    .selectFrom('stored_file')
    .select(['original_name', 'mime', 'size', 'content'])
    .where('id', '=', fileId)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
}

export async function deleteFile(db: Executor, supplierId: number, fileId: number): Promise<void> {
  await db.deleteFrom('stored_file').where('id', '=', fileId).where('supplier_id', '=', supplierId).execute();
}
