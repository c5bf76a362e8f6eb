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

export interface StoreFileInput {
  supplierId: number;
  userId: number;
  purpose: 'resume' | 'logo';
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
  async function isOwnedBy(supplierId: number, fileIdText: string, purpose?: StoreFileInput['purpose']): Promise<boolean> {
    const id = parseId(fileIdText);
    const info = id === null ? undefined : await repo.findInfo(db, supplierId, id);
    return info !== undefined && (purpose === undefined || info.purpose === purpose);
  }

  async function download(auth: AuthContext, fileIdText: string): Promise<{ name: string; mime: string; content: Buffer }> {
    const id = parseId(fileIdText);
    const row = id === null || !auth.supplier ? undefined : await repo.findContent(db, auth.supplier.id, id);
    if (!row) throw fileNotFound();
    return { name: row.original_name, mime: row.mime, content: Buffer.from(row.content) };
  }

  return { store, isOwnedBy, download };
}

export type FileService = ReturnType<typeof createFileService>;
