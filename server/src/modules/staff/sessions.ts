import { randomUUID } from 'node:crypto';
import type { TokenInfo } from '@contract/login';
import { ERROR_CODES } from '@contract/http';
import type { StaffInfo } from '@contract/platform/auth';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { addSeconds } from '../../lib/time';
import { hashRefreshToken, newRefreshToken, refreshRefused, signAccessToken } from '../login';
import { STAFF_AUDIENCE } from './auth';
import * as repo from './repo';
import * as sessions from './session-repo';

/** One answer for every phone that may not log in: it never says whether the phone is a supplier's user. */
export const notStaff = () => new BusinessError(ERROR_CODES.forbidden, '该手机号未开通平台员工账号或账号已停用，请联系平台管理员');

const accessToken = (ctx: Ctx, staffId: number, sessionId: string, generation: number) =>
  signAccessToken(ctx.secrets.jwtKey, { userId: staffId, sessionId, generation }, ctx.clock(), ctx.config.accessTokenTtl, STAFF_AUDIENCE);

/** Opens a console session for an enabled staff account whose phone's code was just verified. */
export async function openStaffSession(ctx: Ctx, phone: string): Promise<{ tokenInfo: TokenInfo; staff: StaffInfo }> {
  const now = ctx.clock();
  const refresh = newRefreshToken();
  const opened = await ctx.db.transaction().execute(async (trx) => {
    const staff = await repo.staffByPhone(trx, phone);
    if (!staff || staff.disabled_at) return null;
    const sessionId = randomUUID();
    await sessions.insertSession(trx, {
      id: sessionId,
      staff_id: staff.id,
      phone,
      client_ip: ctx.request?.ip ?? null,
      user_agent: ctx.request?.userAgent?.slice(0, 300) ?? null,
      created_at: now,
      refresh_expires_at: addSeconds(now, ctx.config.refreshTokenTtl),
    });
    await sessions.staffSessions.insertRefreshToken(trx, sessionId, refresh.hash, now);
    return { staff, sessionId };
  });
  if (!opened) throw notStaff();
  const { staff, sessionId } = opened;
  return {
    tokenInfo: { token: await accessToken(ctx, staff.id, sessionId, 0), refreshToken: refresh.token },
    staff: { staffId: String(staff.id), name: staff.name, phone: staff.phone, role: staff.role },
  };
}

/** Rotates a staff refresh token: each works once; a spent one presented again revokes the session. */
export async function refreshStaffSession(ctx: Ctx, presented: string): Promise<TokenInfo> {
  const now = ctx.clock();
  const next = newRefreshToken();
  const outcome = await ctx.db
    .transaction()
    .execute((trx) => sessions.staffSessions.rotate(trx, hashRefreshToken(presented), next.hash, now));
  if (!outcome.ok) throw refreshRefused(outcome.reason);
  return { token: await accessToken(ctx, outcome.ownerId, outcome.sessionId, outcome.generation), refreshToken: next.token };
}

export async function closeStaffSession(ctx: Ctx, sessionId: string): Promise<void> {
  await sessions.staffSessions.revokeSession(ctx.db, sessionId, 'logout', ctx.clock());
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Retention, as purgeEndedLogins does for users: staff sessions past their absolute end, or a day after they were
 * revoked (a replayed refresh token is still recognised for that long), with their spent refresh tokens. Takes the
 * purge job's transaction, or the database (ops purge-expired).
 */
export const purgeEndedStaffSessions = (db: Executor, now: Date) => sessions.purgeEndedSessions(db, now, new Date(now.getTime() - DAY_MS));
