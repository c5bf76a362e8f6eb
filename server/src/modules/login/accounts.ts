import type { CoreCtx } from '../../ctx';
import type { Executor } from '../../db/schema';
import * as repo from './repo';

const DAY_MS = 24 * 3600 * 1000;

/** What the account operations use of the ctx. */
type AccountCtx = Pick<CoreCtx, 'db' | 'clock'>;

/**
 * Retention: sessions that ended and codes used or expired, a day after (a replayed refresh token or a late code
 * is still recognised for that long). Spent refresh tokens must live as long as their session, or a replayed one
 * could no longer be recognised, so sessions go only after their absolute end (or a day after they were revoked).
 * Takes the purge job's transaction, or the database (ops purge-expired).
 */
export const purgeEndedLogins = (db: Executor, now: Date) => repo.purgeEnded(db, now, DAY_MS);

/** The name a user gets on first sight, until they set their own. */
export const defaultUserName = (phone: string) => `用户${phone.slice(-4)}`;

// What operators (and other modules) may do to accounts and sessions. Each function that names a phone answers
// undefined when no account has it, so the caller words the refusal.

/** Disabling ends every session of the account in the same transaction: its next call gets HTTP 900. */
export async function disableAccount(ctx: AccountCtx, phone: string): Promise<{ userId: number; sessionsEnded: number } | undefined> {
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (trx) => {
    const userId = await repo.setUserDisabled(trx, phone, now, now);
    if (userId === undefined) return undefined;
    return { userId, sessionsEnded: await repo.userSessions.revokeSessionsOf(trx, userId, 'account_disabled', now) };
  });
}

/** Re-enabling lets the account log in again; sessions ended by the disable stay ended. */
export async function enableAccount(ctx: AccountCtx, phone: string): Promise<{ userId: number } | undefined> {
  const now = ctx.clock();
  const userId = await repo.setUserDisabled(ctx.db, phone, null, now);
  return userId === undefined ? undefined : { userId };
}

/** Sessions opened through the channel get HTTP 920 on their next call. Returns how many live sessions it affects. */
export const expireChannel = (ctx: AccountCtx, sid: string): Promise<number> => repo.expireChannel(ctx.db, sid, ctx.clock());

/** Every access token of the account's live sessions expires now (HTTP 420 on the next call; refresh works). */
export async function expireTokens(ctx: AccountCtx, phone: string): Promise<{ userId: number; sessions: number } | undefined> {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await repo.findUserByPhone(trx, phone);
    if (!user) return undefined;
    return { userId: user.id, sessions: await repo.bumpTokenGeneration(trx, user.id) };
  });
}

/** The phone's user, created when it has none (a supplier's administrator before their first login, an invitee). */
export async function ensureUser(trx: Executor, phone: string, now: Date): Promise<{ id: number; disabled: boolean }> {
  const user = await repo.findOrCreateUser(trx, phone, defaultUserName(phone), now);
  return { id: user.id, disabled: user.disabled_at !== null };
}
