import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@contract/http';
import type * as resumes from '@contract/resumes';
import type { z } from 'zod';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { hitRateLimit } from '../../db/rate-limit';
import { BusinessError } from '../../http/envelope';
import * as repo from './repo';

const UPLOAD_CODE_TTL_MS = 24 * 3600 * 1000;
const UPLOAD_CODES_PER_ADDRESS_HOUR = 300;

/* One-time upload codes: issued without login, each good for one upload (its answer replayed on a retry). */

const codeInvalid = () => new BusinessError(ERROR_CODES.notFound, '上传码无效或已过期，请重新获取后再上传');

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Runs an upload once per one-time code. The files are read before any transaction (parsing is slow and
 * touches no table); then, holding the code's row lock, either the answer of an earlier attempt is
 * replayed or this attempt's files are stored and its answer kept. Concurrent retries queue on the lock, so
 * exactly one stores. A refused upload stores nothing and leaves the code usable for the next attempt.
 */
export async function once<T>(
  ctx: Ctx,
  code: string | undefined,
  supplierId: number,
  purpose: string,
  read: () => Promise<(trx: Executor) => Promise<T>>,
): Promise<T> {
  if (code === undefined) {
    const write = await read();
    return ctx.db.transaction().execute(write);
  }
  const hash = hashCode(code);
  const usable = (row: Awaited<ReturnType<typeof repo.findUploadCode>>) => {
    if (!row || row.expires_at.getTime() <= ctx.clock().getTime() || (row.supplier_id !== null && row.supplier_id !== supplierId))
      throw codeInvalid();
    if (row.purpose !== null && row.purpose !== purpose)
      throw new BusinessError(ERROR_CODES.conflict, '该上传码已用于另一种上传，请重新获取');
    return row;
  };
  const first = usable(await repo.findUploadCode(ctx.db, hash));
  if (first.result !== null) return first.result as T;
  const write = await read();
  return ctx.db.transaction().execute(async (trx) => {
    const locked = usable(await repo.findUploadCode(trx, hash, true));
    if (locked.result !== null) return locked.result as T;
    const result = await write(trx);
    await repo.saveUploadResult(trx, hash, supplierId, purpose, result, ctx.clock());
    return result;
  });
}

/** `upload_resume_unique_code` (no login needed): a random code, stored hashed, good for one upload for a day. */
export async function uploadResumeUniqueCode(
  ctx: Ctx,
  _input: z.output<typeof resumes.uploadResumeUniqueCode.request>,
  _auth: null,
): Promise<{ uniqueCode: string; expiresAt: string }> {
  const now = ctx.clock();
  // Operator commands have no client address; they share one window.
  const clientAddress = ctx.request?.ip ?? 'local';
  if (!(await hitRateLimit(ctx.db, `upload-code:${clientAddress}`, 3600, UPLOAD_CODES_PER_ADDRESS_HOUR, now))) {
    throw new BusinessError(ERROR_CODES.tooMany, '获取上传码过于频繁，请稍后再试');
  }
  const uniqueCode = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + UPLOAD_CODE_TTL_MS);
  await repo.insertUploadCode(ctx.db, hashCode(uniqueCode), now, expiresAt);
  await repo.deleteExpiredUploadCodes(ctx.db, now);
  return { uniqueCode, expiresAt: expiresAt.toISOString() };
}
