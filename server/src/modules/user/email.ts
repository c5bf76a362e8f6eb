import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import type { emailBind as bindEndpoint, emailInfo as infoEndpoint, emailVerify as verifyEndpoint } from '@contract/user';
import { EMAIL_CODE_RULES } from '@contract/user.meta';
import type { Ctx } from '../../ctx';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { addSeconds } from '../../lib/time';
import { setUserEmail, userContacts } from '../login';
import * as repo from './email-repo';

/** Hashed like SMS codes: an HMAC under the code key, bound to the user and the address. */
const digest = (ctx: Ctx, userId: number, email: string, code: string) =>
  createHmac('sha256', ctx.secrets.codeKey).update(`email:${userId}:${email}:${code}`).digest('hex');

/** The caller's verified address, or null (基本信息 shows it). */
export async function emailInfo(
  ctx: Ctx,
  _input: z.output<typeof infoEndpoint.request>,
  auth: AuthContext,
): Promise<{ email: string | null }> {
  return { email: (await userContacts(ctx.db, [auth.userId])).get(auth.userId)?.email ?? null };
}

/**
 * Sends a 6-digit code to the address (valid 10 minutes; one a minute — the SMS resend interval — and ten a day
 * per user). The address becomes the caller's only when `emailVerify` confirms it; nothing changes before.
 */
export async function emailBind(ctx: Ctx, input: z.output<typeof bindEndpoint.request>, auth: AuthContext): Promise<null> {
  const now = ctx.clock();
  const { email } = input;
  const current = (await userContacts(ctx.db, [auth.userId])).get(auth.userId)?.email;
  if (current === email) throw new BusinessError(ERROR_CODES.validation, '该邮箱已验证，无需重复验证');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction().execute(async (trx) => {
    const recent = await repo.recentCodes(trx, auth.userId, addSeconds(now, -24 * 3600));
    if (recent.count >= EMAIL_CODE_RULES.dailyLimit)
      throw new BusinessError(ERROR_CODES.codeDailyLimit, '今日获取邮箱验证码次数已达上限，请明天再试');
    const interval = Math.min(ctx.config.sms.resendIntervalSeconds, EMAIL_CODE_RULES.resendSeconds);
    const wait = recent.lastAt ? Math.ceil((recent.lastAt.getTime() + interval * 1000 - now.getTime()) / 1000) : 0;
    if (wait > 0) throw new BusinessError(ERROR_CODES.codeTooOften, `验证码发送过于频繁，请 ${wait} 秒后再试`);
    await repo.retireLiveCodes(trx, auth.userId, now);
    await repo.insertCode(trx, {
      user_id: auth.userId,
      email,
      code_hash: digest(ctx, auth.userId, email, code),
      created_at: now,
      expires_at: addSeconds(now, EMAIL_CODE_RULES.ttlSeconds),
    });
  });
  const minutes = EMAIL_CODE_RULES.ttlSeconds / 60;
  const text = `您正在供应商门户验证邮箱，验证码：${code}\n\n验证码 ${minutes} 分钟内有效。如非本人操作，请忽略这封邮件。`;
  const html = `<!doctype html><html lang="zh-CN"><body style="font-family:sans-serif"><p>您正在供应商门户验证邮箱，验证码：</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>验证码 ${minutes} 分钟内有效。如非本人操作，请忽略这封邮件。</p></body></html>`;
  const sent = await ctx.mail.send({ to: email, subject: '【供应商门户】邮箱验证码', text, html });
  if (!sent.ok) {
    ctx.log.info({ providerAnswer: sent.providerAnswer }, 'e-mail code could not be sent');
    throw new BusinessError(ERROR_CODES.validation, '验证码邮件发送失败，请检查邮箱地址是否正确，或稍后再试');
  }
  return null;
}

type Outcome = { ok: true } | { ok: false; error: BusinessError };

/** Confirms the address with its code; a wrong, expired or used-up code changes nothing but the tries it counts. */
export async function emailVerify(ctx: Ctx, input: z.output<typeof verifyEndpoint.request>, auth: AuthContext): Promise<{ email: string }> {
  const now = ctx.clock();
  const { email, code } = input;
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    const live = await repo.lockLiveCode(trx, auth.userId, email);
    if (!live || live.expires_at <= now)
      return { ok: false, error: new BusinessError(ERROR_CODES.codeExpired, '验证码已失效，请重新获取') };
    if (timingSafeEqual(Buffer.from(live.code_hash, 'hex'), Buffer.from(digest(ctx, auth.userId, email, code), 'hex'))) {
      await repo.consumeCode(trx, live.id, now);
      await setUserEmail(trx, auth.userId, email, now);
      return { ok: true };
    }
    const attempts = live.attempts + 1;
    const killed = attempts >= EMAIL_CODE_RULES.maxWrongAttempts;
    await repo.recordWrongAttempt(trx, live.id, attempts, killed ? now : null);
    return killed
      ? { ok: false, error: new BusinessError(ERROR_CODES.codeExpired, '验证码错误次数过多，已失效，请重新获取') }
      : {
          ok: false,
          error: new BusinessError(ERROR_CODES.codeInvalid, `验证码错误，还可以尝试 ${EMAIL_CODE_RULES.maxWrongAttempts - attempts} 次`),
        };
  });
  if (!outcome.ok) throw outcome.error;
  return { email };
}
