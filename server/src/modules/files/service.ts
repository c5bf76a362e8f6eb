import { createHash } from 'node:crypto';
import type { FileInfo } from '@contract/files';
import { ERROR_CODES } from '@contract/http';
import type { Db, Executor } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { parseId } from '../../lib/ids';
import * as repo from './repo';
import { safeFileName } from './safe-name';
import type { SniffedType } from './sniff';

export const fileNotFound = () => new BusinessError(ERROR_CODES.notFound, '文件不存在或已被删除');

export type FilePurpose = 'resume' | 'licence' | 'idcard';

export interface StoreFileInput {
  /** Null: the file belongs to its uploader alone until `bindToSupplier` (a user who has no supplier yet). */
  supplierId: number | null;
  userId: number;
  purpose: FilePurpose;
  /** The client's name for it; made safe here. */
  originalName: string;
  bytes: Uint8Array;
  type: SniffedType;
}

export function createFileService({ db, clock }: { db: Db; clock: Clock }) {
  /** Stores the bytes for the supplier (inside the caller's transaction when given one). */
  async function store(executor: Executor, input: StoreFileInput): Promise<FileInfo> {
    const name = safeFileName(input.originalName, input.type.ext);
    const now = clock();
    const id = await repo.insertFile(executor, {
      supplierId: input.supplierId,
      userId: input.userId,
      purpose: input.purpose,
      name,
      mime: input.type.mime,
      ext: input.type.ext,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      content: input.bytes,
      now,
    });
    return { fileId: String(id), name, mime: input.type.mime, size: input.bytes.length, createdAt: now.toISOString() };
  }

  /**
   * Whether the id names a file of the supplier (the candidates module's check of `resumeFileId`). Another
   * supplier's id, a deleted one and a malformed one are all "no", so an id says nothing about other files.
   */
  async function isOwnedBy(supplierId: number, fileIdText: string): Promise<boolean> {
    const id = parseId(fileIdText);
    return id !== null && (await repo.findInfo(db, supplierId, id)) !== undefined;
  }

  /**
   * The file's purpose when the caller may use it: their supplier's, or their own not yet bound to any
   * supplier. Anything else (another supplier's, a malformed id) is undefined, like a missing file.
   */
  async function findUsable(executor: Executor, owner: repo.FileOwner, fileIdText: string): Promise<{ id: number; purpose: string; supplierId: number | null } | undefined> {
    const id = parseId(fileIdText);
    const row = id === null ? undefined : await repo.findOwned(executor, owner, id);
    return row && { id: row.id, purpose: row.purpose, supplierId: row.supplier_id };
  }

  /** Inside the caller's transaction: the uploader's unbound files now belong to the supplier. */
  const bindToSupplier = (executor: Executor, fileIds: number[], userId: number, supplierId: number) => repo.bindToSupplier(executor, fileIds, userId, supplierId);

  async function download(auth: AuthContext, fileIdText: string): Promise<{ name: string; mime: string; content: Buffer }> {
    const id = parseId(fileIdText);
    const row = id === null ? undefined : await repo.findContent(db, { supplierId: auth.supplier?.id ?? null, userId: auth.userId }, id);
    if (!row) throw fileNotFound();
    return { name: row.original_name, mime: row.mime, content: Buffer.from(row.content) };
  }

  return { store, isOwnedBy, findUsable, bindToSupplier, download };
}

export type FileService = ReturnType<typeof createFileService>;
