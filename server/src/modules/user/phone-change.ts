import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@contract/http';
import { PHONE_STEP_TTL_SECONDS } from '@contract/user.meta';
import type { z } from 'zod';
import type * as c from '@contract/user';
import type { Ctx } from '../../ctx';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { addSeconds, isoTime } from '../../lib/time';
import { actorOf, recordAudit } from '../audit';
import { maskMobile } from '@contract/id-number';
import { changeUserPhone, userIdByPhone } from '../login';
import * as repo from './repo';
import { isUniqueViolation } from '../../db/errors';

type Input<E extends { request: z.ZodType }> = z.output<E['request']>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const ip = (auth: AuthContext) => auth.clientIp ?? 'unknown';
const stepOf = (auth: AuthContext, stepToken: string) => ({
  userId: auth.userId,
  sessionId: auth.sessionId,
  tokenHash: hashToken(stepToken),
});

const stepMissing = () => new BusinessError(ERROR_CODES.validation, '原手机号验证已失效，请重新验证原手机号');
const samePhone = () => new BusinessError(ERROR_CODES.validation, '新手机号不能与当前手机号相同');
const phoneTaken = () => new BusinessError(ERROR_CODES.conflict, '该手机号已被其他账号使用，请更换其他手机号');

/**
 * The phone change: a code to the old phone proves the user holds it (a single-use step token, bound to the
 * session, for 15 minutes), then a code to the new phone proves that one and moves the account to it. Every
 * session opened with the old phone then ends with E000021 (the guard compares the session's phone with the
 * user's), and the old phone no longer reaches the account.
 */
export async function updatePhoneOldSend(ctx: Ctx, _input: Input<typeof c.updatePhoneOldSend>, auth: AuthContext): Promise<null> {
  await ctx.codes.send(auth.phone, ip(auth), 'phone_old');
  return null;
}

export async function updatePhoneOldCheck(ctx: Ctx, { code }: Input<typeof c.updatePhoneOldCheck>, auth: AuthContext) {
  await ctx.codes.verify(auth.phone, code, ip(auth), 'phone_old');
  const now = ctx.clock();
  const stepToken = randomBytes(32).toString('base64url');
  const expiresAt = addSeconds(now, PHONE_STEP_TTL_SECONDS);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.retireSteps(trx, auth.userId, now);
    await repo.insertStep(trx, {
      user_id: auth.userId,
      session_id: auth.sessionId,
      token_hash: hashToken(stepToken),
      old_phone: auth.phone,
      created_at: now,
      expires_at: expiresAt,
    });
  });
  return { stepToken, expiresAt: isoTime(expiresAt) };
}

/** The checks both new-phone steps make before anything is sent or used up. */
async function precheck(ctx: Ctx, auth: AuthContext, newPhone: string, stepToken: string): Promise<void> {
  if (!(await repo.findLiveStep(ctx.db, stepOf(auth, stepToken), ctx.clock()))) throw stepMissing();
  if (newPhone === auth.phone) throw samePhone();
  if ((await userIdByPhone(ctx.db, newPhone)) !== undefined) throw phoneTaken();
}

export async function updatePhoneNewSend(ctx: Ctx, input: Input<typeof c.updatePhoneNewSend>, auth: AuthContext): Promise<null> {
  await precheck(ctx, auth, input.newPhone, input.stepToken);
  await ctx.codes.send(input.newPhone, ip(auth), 'phone_new');
  return null;
}

export async function updatePhoneNewCheck(ctx: Ctx, input: Input<typeof c.updatePhoneNewCheck>, auth: AuthContext) {
  await precheck(ctx, auth, input.newPhone, input.stepToken);
  await ctx.codes.verify(input.newPhone, input.code, ip(auth), 'phone_new');
  const now = ctx.clock();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // Locked and re-read: the step is used once even when two final checks arrive together.
      const step = await repo.findLiveStep(trx, stepOf(auth, input.stepToken), now, true);
      if (!step) throw stepMissing();
      if (!(await changeUserPhone(trx, auth.userId, step.old_phone, input.newPhone, now))) throw stepMissing();
      await repo.markStepUsed(trx, step.id, now);
      await recordAudit(trx, {
        supplierId: auth.supplier?.id ?? null,
        ...actorOf(auth),
        action: 'phone.change',
        targetUserId: auth.userId,
        detail: { oldPhone: maskMobile(step.old_phone), newPhone: maskMobile(input.newPhone) },
        at: now,
      });
    });
  } catch (err) {
    // Someone took the phone between the check above and this change (a first login, another change).
    if (isUniqueViolation(err)) throw phoneTaken();
    throw err;
  }
  return { phone: maskMobile(input.newPhone) };
}
