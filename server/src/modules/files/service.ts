import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type * as files from '@contract/files';
import type { FileInfo } from '@contract/files';
import { ERROR_CODES } from '@contract/http';
import type { Ctx } from '../../ctx';
import type { Db, Executor } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { FileAnswer } from '../../http/file-route';
import type { Clock } from '../../lib/clock';
import { parseId } from '../../lib/ids';
import * as repo from './repo';
import { attachmentDisposition, safeFileName } from './safe-name';
import type { SniffedType } from './sniff';

export const fileNotFound = () => new BusinessError(ERROR_CODES.notFound, '文件不存在或已被删除');

export type FilePurpose = 'resume' | 'licence' | 'idcard' | 'logo';

/** What a module is told of a file of the caller's supplier when asked whether the caller may read it. */
export interface FileFacts {
  id: number;
  supplierId: number;
  uploadedBy: number;
  purpose: FilePurpose;
}

/**
 * Whether the caller may read a file: the module the file belongs to decides (a résumé: the candidates and
 * resumes modules; a logo: the supplier centre; licence and ID card images: verification). Registered by
 * purpose in app.ts, so this module never imports the modules above it.
 */
export type FileReadRule = (auth: AuthContext, file: FileFacts) => Promise<boolean>;

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
  const readRules = new Map<FilePurpose, FileReadRule[]>();

  /** Adds a rule for the files of `purpose`; any rule that says yes lets the caller read. No rule: nobody reads. */
  function allowReads(purpose: FilePurpose, rule: FileReadRule): void {
    readRules.set(purpose, [...(readRules.get(purpose) ?? []), rule]);
  }

  /**
   * The file's facts when the caller may read it: their own upload not yet bound to a supplier, or a file of
   * their supplier that a rule of its purpose lets them read. Anything else (another supplier's, a colleague's
   * candidate hidden from them, a malformed id) is undefined, like a missing file.
   */
  async function readable(auth: AuthContext, fileIdText: string): Promise<{ id: number; purpose: FilePurpose } | undefined> {
    const id = parseId(fileIdText);
    const row = id === null ? undefined : await repo.findOwned(db, { supplierId: auth.supplier?.id ?? null, userId: auth.userId }, id);
    if (!row) return undefined;
    const purpose = row.purpose as FilePurpose;
    if (row.supplier_id === null) return { id: row.id, purpose };
    const facts: FileFacts = { id: row.id, supplierId: row.supplier_id, uploadedBy: row.uploaded_by, purpose };
    for (const rule of readRules.get(purpose) ?? []) {
      if (await rule(auth, facts)) return { id: row.id, purpose };
    }
    return undefined;
  }

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

  /**
   * The file's purpose when the caller may use it: their supplier's, or their own not yet bound to any
   * supplier. Anything else (another supplier's, a malformed id) is undefined, like a missing file.
   */
  async function findUsable(
    executor: Executor,
    owner: repo.FileOwner,
    fileIdText: string,
  ): Promise<{ id: number; purpose: string; supplierId: number | null } | undefined> {
    const id = parseId(fileIdText);
    const row = id === null ? undefined : await repo.findOwned(executor, owner, id);
    return row && { id: row.id, purpose: row.purpose, supplierId: row.supplier_id };
  }

  /** Inside the caller's transaction: the uploader's unbound files now belong to the supplier. */
  const bindToSupplier = (executor: Executor, fileIds: number[], userId: number, supplierId: number) =>
    repo.bindToSupplier(executor, fileIds, userId, supplierId);

  return { store, isOwnedBy, findUsable, bindToSupplier, allowReads, readable };
}

export type FileService = ReturnType<typeof createFileService>;

/**
 * The file itself as an attachment with a safe name, for the caller who may read it (see `readable`); another
 * supplier's id is "not found". Never sniffed into something else, never cached, sandboxed if opened.
 */
export async function downloadFile(
  ctx: Ctx,
  { fileId }: z.output<typeof files.downloadFile.request>,
  auth: AuthContext,
): Promise<FileAnswer> {
  const file = await ctx.files.readable(auth, fileId);
  const row = file && (await repo.findContent(ctx.db, { supplierId: auth.supplier?.id ?? null, userId: auth.userId }, file.id));
  if (!row) throw fileNotFound();
  return answerOf(row);
}

/**
 * One of the supplier's files for the platform's staff, who see every supplier: the caller (the owning module)
 * has decided they may, by what the file belongs to. The same answer as a supplier's download.
 */
export async function supplierFileAnswer(ctx: Ctx, supplierId: number, fileId: number): Promise<FileAnswer> {
  // No user has id 0, so only the supplier's own files match.
  const row = await repo.findContent(ctx.db, { supplierId, userId: 0 }, fileId);
  if (!row) throw fileNotFound();
  return answerOf(row);
}

/** Never sniffed into something else, never cached, sandboxed if opened. */
function answerOf(row: { original_name: string; mime: string; content: Uint8Array }): FileAnswer {
  return {
    fileName: row.original_name,
    body: Buffer.from(row.content),
    contentType: row.mime === 'text/plain' ? 'text/plain; charset=utf-8' : row.mime,
    headers: {
      'content-disposition': attachmentDisposition(row.original_name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  };
}
