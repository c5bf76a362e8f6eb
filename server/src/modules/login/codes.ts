import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@contract/http';
import type { CodeScene } from '@contract/user.meta';
import type { SmsRules } from '../../config';
import { hitRateLimit, refundRateLimit } from '../../db/rate-limit';
import type { Db, Executor } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { addSeconds, chinaDay } from '../../lib/time';
import {
  claimPhoneSendFromAddress,
  refundPhoneSendFromAddress,
  refundVerifyAttempt,
  reserveVerifyAttempt,
  sendRetryHours,
  verifyRetryMinutes,
} from './address-limits';
import * as repo from './code-repo';
import type { SmsSender } from './sms';

export interface CodeDeps {
  db: Db;
  clock: Clock;
  rules: SmsRules;
  codeKey: Buffer;
  sms: SmsSender;
}

type SendOutcome = { ok: true; code: string; id: number } | { ok: false; error: BusinessError };
type VerifyOutcome = { ok: true } | { ok: false; error: BusinessError };

const ADDRESS_WINDOW_SECONDS = 3600;
const addressBucket = (clientIp: string) => `sms-send:ip:${clientIp}`;

/**
 * SMS codes: 6 digits from a CSPRNG, stored as an HMAC bound to the phone, single use, short-lived. Each code has
 * a scene (login by default) and confirms only that scene; the per-phone and per-address limits are the same for
 * every scene (one budget per phone, so no scene can be used to flood a phone).
 */
export function createCodeService({ db, clock, rules, codeKey, sms }: CodeDeps) {
  const digest = (phone: string, code: string) => createHmac('sha256', codeKey).update(`${phone}:${code}`).digest('hex');

  /**
   * The same answer whether or not the phone has an account: nothing here looks the user up.
   * Refusals are decided inside the transaction and returned, so the counters they touch are committed.
   */
  async function send(phone: string, clientIp: string, scene: CodeScene = 'login'): Promise<void> {
    const now = clock();
    const day = chinaDay(now);
    const outcome = await db.transaction().execute(async (trx): Promise<SendOutcome> => {
      if (!(await hitRateLimit(trx, addressBucket(clientIp), ADDRESS_WINDOW_SECONDS, rules.hourlyLimitPerAddress, now))) {
        return { ok: false, error: new BusinessError(ERROR_CODES.tooMany, '获取验证码过于频繁，请稍后再试') };
      }
      if (!(await claimPhoneSendFromAddress(trx, phone, clientIp, now, rules.dailyLimitPerPhonePerAddress))) {
        return {
          ok: false,
          error: new BusinessError(ERROR_CODES.tooMany, `当前网络为该手机号获取验证码次数已达上限，请 ${sendRetryHours(now)} 小时后再试`),
        };
      }
      if ((await repo.claimSend(trx, phone, now, day, rules)) === null) {
        await refundPhoneSendFromAddress(trx, phone, clientIp, now);
        return { ok: false, error: await refusal(trx, phone, now, day) };
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = await repo.insertCode(trx, {
        phone,
        scene,
        code_hash: digest(phone, code),
        created_at: now,
        expires_at: addSeconds(now, rules.codeTtlSeconds),
        client_ip: clientIp,
      });
      return { ok: true, code, id };
    });
    if (!outcome.ok) throw outcome.error;
    try {
      await sms.sendLoginCode(phone, outcome.code, scene);
    } catch (err) {
      // Not sent (the provider refused or never answered): nothing of it counts, and its code is gone.
      await db.transaction().execute(async (trx) => {
        await repo.deleteCode(trx, outcome.id);
        await repo.unclaimSend(trx, phone, now, day, rules.resendIntervalSeconds);
        await refundPhoneSendFromAddress(trx, phone, clientIp, now);
        await refundRateLimit(trx, addressBucket(clientIp), ADDRESS_WINDOW_SECONDS, now);
      });
      throw err;
    }
    await repo.retireLiveCodes(db, phone, scene, now, outcome.id);
  }

  async function refusal(trx: Executor, phone: string, now: Date, day: string): Promise<BusinessError> {
    const counter = await repo.getPhoneCounter(trx, phone);
    if (counter && counter.day === day && counter.day_count >= rules.dailyLimitPerPhone) {
      return new BusinessError(ERROR_CODES.codeDailyLimit, '该手机号今日获取验证码次数已达上限，请明天再试');
    }
    const nextAt = (counter?.last_sent_at.getTime() ?? now.getTime()) + rules.resendIntervalSeconds * 1000;
    const wait = Math.max(1, Math.ceil((nextAt - now.getTime()) / 1000));
    return new BusinessError(ERROR_CODES.codeTooOften, `验证码发送过于频繁，请 ${wait} 秒后再试`);
  }

  /**
   * Checks and consumes the phone's code for `scene`. Five wrong tries kill it; an address that has tried too many
   * wrong codes this hour (across any phones) is refused before its code is even compared.
   */
  function verify(phone: string, code: string, clientIp: string, scene: CodeScene = 'login'): Promise<void> {
    return compare(phone, code, clientIp, scene, true);
  }

  /**
   * Checks the code like `verify` (wrong tries count the same) but leaves a right one live, so a form can say
   * "验证码错误" before its final action, which then verifies (and uses up) the same code.
   */
  function check(phone: string, code: string, clientIp: string, scene: CodeScene): Promise<void> {
    return compare(phone, code, clientIp, scene, false);
  }

  async function compare(phone: string, code: string, clientIp: string, scene: CodeScene, consume: boolean): Promise<void> {
    const now = clock();
    const outcome = await db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
      if (!(await reserveVerifyAttempt(trx, clientIp, now, rules.hourlyWrongCodesPerAddress))) {
        return { ok: false, error: new BusinessError(ERROR_CODES.tooMany, `验证码错误次数过多，请 ${verifyRetryMinutes(now)} 分钟后再试`) };
      }
      const live = await repo.lockLiveCode(trx, phone, scene);
      const given = Buffer.from(digest(phone, code), 'hex');
      if (!live || live.expires_at <= now) {
        if (!live && (await usedAlready(trx, phone, scene, given, now))) {
          // A double click, or a retry after a lost answer: the same right code again is no guess.
          await refundVerifyAttempt(trx, clientIp, now);
          return {
            ok: false,
            error: new BusinessError(ERROR_CODES.codeExpired, '验证码已使用，请勿重复提交；如需再次操作请重新获取验证码'),
          };
        }
        return { ok: false, error: new BusinessError(ERROR_CODES.codeExpired, '验证码已失效，请重新获取') };
      }
      const expected = Buffer.from(live.code_hash, 'hex');
      if (timingSafeEqual(expected, given)) {
        await refundVerifyAttempt(trx, clientIp, now);
        if (consume) await repo.consumeCode(trx, live.id, now);
        return { ok: true };
      }
      const attempts = live.attempts + 1;
      const killed = attempts >= rules.maxWrongAttempts;
      await repo.recordWrongAttempt(trx, live.id, attempts, killed ? now : null);
      return killed
        ? { ok: false, error: new BusinessError(ERROR_CODES.codeExpired, '验证码错误次数过多，已失效，请重新获取') }
        : {
            ok: false,
            error: new BusinessError(ERROR_CODES.codeInvalid, `验证码错误，还可以尝试 ${rules.maxWrongAttempts - attempts} 次`),
          };
    });
    if (!outcome.ok) throw outcome.error;
  }

  /**
   * Whether `given` is the phone's latest code of the scene, used up by a right answer and still within its
   * life. The latest code is never one retired by a newer send; one killed by wrong tries has used up its tries.
   */
  async function usedAlready(trx: Executor, phone: string, scene: CodeScene, given: Buffer, now: Date): Promise<boolean> {
    const latest = await repo.latestCode(trx, phone, scene);
    if (!latest || latest.consumed_at === null || latest.expires_at <= now || latest.attempts >= rules.maxWrongAttempts) return false;
    return timingSafeEqual(Buffer.from(latest.code_hash, 'hex'), given);
  }

  return { send, verify, check };
}

export type CodeService = ReturnType<typeof createCodeService>;
