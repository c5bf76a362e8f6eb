import { randomUUID } from 'node:crypto';
import type { TokenInfo } from '@contract/login';
import type { Ctx } from '../../ctx';
import { addSeconds } from '../../lib/time';
import { defaultUserName } from './accounts';
import * as repo from './repo';
import { refreshRefused, sessionErrors } from './session-errors';
import { hashRefreshToken, newRefreshToken, signAccessToken } from './tokens';

export interface LoginRequest {
  phone: string;
  sid?: string;
  sourcecode?: string;
  clientIp: string | null;
  userAgent: string | null;
}

/** Sessions: one per login, an access JWT that names it, and a rotating refresh token. */
const accessToken = (ctx: Ctx, userId: number, sessionId: string, generation: number) =>
  signAccessToken(ctx.secrets.jwtKey, { userId, sessionId, generation }, ctx.clock(), ctx.config.accessTokenTtl);

/** Opens a session for a phone whose code was just verified; the first login creates the user. */
export async function openSession(ctx: Ctx, req: LoginRequest): Promise<{ tokenInfo: TokenInfo; userName: string }> {
  const now = ctx.clock();
  const refresh = newRefreshToken();
  const opened = await ctx.db.transaction().execute(async (trx) => {
    const user = await repo.findOrCreateUser(trx, req.phone, defaultUserName(req.phone), now);
    if (user.disabled_at) return { error: sessionErrors.accountDisabled() } as const;
    const membership = await ctx.actingMembershipOf(trx, user.id);
    // An expired channel is not bound to the new session: the login still works, the channel just no longer counts.
    const channel = req.sid ? await repo.touchChannel(trx, req.sid, req.sourcecode ?? null, now) : null;
    const bound = channel && !channel.expired_at;
    const sessionId = randomUUID();
    await repo.insertSession(trx, {
      id: sessionId,
      user_id: user.id,
      phone: req.phone,
      supplier_id: membership?.supplier_id ?? null,
      sid: bound ? req.sid! : null,
      sourcecode: bound ? (req.sourcecode ?? null) : null,
      client_ip: req.clientIp,
      user_agent: req.userAgent?.slice(0, 300) ?? null,
      created_at: now,
      refresh_expires_at: addSeconds(now, ctx.config.refreshTokenTtl),
    });
    await repo.userSessions.insertRefreshToken(trx, sessionId, refresh.hash, now);
    return { userId: user.id, userName: user.user_name, sessionId } as const;
  });
  if ('error' in opened) throw opened.error;
  return {
    tokenInfo: { token: await accessToken(ctx, opened.userId, opened.sessionId, 0), refreshToken: refresh.token },
    userName: opened.userName,
  };
}

/**
 * Rotates a refresh token. Each works once: presenting a spent one means it was copied, so the whole
 * session is revoked (committed before answering) and both holders are logged out.
 */
export async function refreshSession(ctx: Ctx, presented: string): Promise<TokenInfo> {
  const now = ctx.clock();
  const next = newRefreshToken();
  const outcome = await ctx.db.transaction().execute((trx) => repo.userSessions.rotate(trx, hashRefreshToken(presented), next.hash, now));
  if (!outcome.ok) throw refreshRefused(outcome.reason);
  return { token: await accessToken(ctx, outcome.ownerId, outcome.sessionId, outcome.generation), refreshToken: next.token };
}

export async function closeSession(ctx: Ctx, sessionId: string): Promise<void> {
  await repo.userSessions.revokeSession(ctx.db, sessionId, 'logout', ctx.clock());
}
