import type { Insertable } from 'kysely';
import type { Executor } from '../../db/schema';
import type { UserSessionTable } from './schema';
import { prepared } from '../../db/prepared';
import { sessionStore } from '../../db/session-store';

/** Finds the phone's user, creating it on the first login. Safe against two first logins at once. */
export async function findOrCreateUser(db: Executor, phone: string, defaultName: string, now: Date) {
  await db
    .insertInto('app_user')
    .values({ phone, user_name: defaultName, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
  return db.selectFrom('app_user').select(['id', 'user_name', 'disabled_at']).where('phone', '=', phone).executeTakeFirstOrThrow();
}

/** Registers a channel on first sight and returns it (with its expiry, if an operator set one). */
export async function touchChannel(db: Executor, sid: string, sourcecode: string | null, now: Date) {
  await db
    .insertInto('channel')
    .values({ sid, sourcecode, created_at: now })
    .onConflict((oc) => oc.column('sid').doNothing())
    .execute();
  return db.selectFrom('channel').select(['sid', 'expired_at']).where('sid', '=', sid).executeTakeFirstOrThrow();
}

export async function insertSession(db: Executor, session: Insertable<UserSessionTable>): Promise<void> {
  await db.insertInto('user_session').values(session).execute();
}

/** Users' sessions and their rotating refresh tokens (the staff module keeps its own the same way). */
export const userSessions = sessionStore({
  sessions: 'user_session',
  refreshTokens: 'refresh_token',
  accounts: 'app_user',
  owner: 'user_id',
});

/** Everything the session guard checks, in one round trip; read on every authenticated call, hence prepared. */
const sessionState = prepared((db: Executor, v: { sessionId: string }) =>
  db
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .leftJoin('channel as c', 'c.sid', 's.sid')
    .select([
      's.user_id',
      's.phone as session_phone',
      's.supplier_id as session_supplier_id',
      's.sid',
      's.revoked_at',
      's.token_generation',
      'u.phone',
      'u.user_name',
      'u.disabled_at',
      'c.expired_at as channel_expired_at',
    ])
    .where('s.id', '=', v.sessionId),
);

export async function loadSessionState(db: Executor, sessionId: string) {
  return sessionState.first(db, { sessionId });
}

/** The session leaves an expired channel behind once the client has been told (HTTP 920). */
export async function detachChannel(db: Executor, sessionId: string, sid: string): Promise<void> {
  await db.updateTable('user_session').set({ sid: null, sourcecode: null }).where('id', '=', sessionId).where('sid', '=', sid).execute();
}

/** A session whose supplier membership ended goes on without a supplier (the client let go of it). */
export async function unbindSession(db: Executor, sessionId: string, supplierId: number): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ supplier_id: null })
    .where('id', '=', sessionId)
    .where('supplier_id', '=', supplierId)
    .execute();
}

/** Disables (or re-enables, with null) an account. Returns the user id, or undefined for an unknown phone. */
export async function setUserDisabled(db: Executor, phone: string, disabledAt: Date | null, now: Date) {
  const row = await db
    .updateTable('app_user')
    .set({ disabled_at: disabledAt, updated_at: now })
    .where('phone', '=', phone)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Marks a channel expired (registering it if it was never seen) and counts the live sessions opened through it. */
export async function expireChannel(db: Executor, sid: string, now: Date): Promise<number> {
  await db
    .insertInto('channel')
    .values({ sid, sourcecode: null, expired_at: now, created_at: now })
    .onConflict((oc) => oc.column('sid').doUpdateSet({ expired_at: now }))
    .execute();
  const row = await db
    .selectFrom('user_session')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sid', '=', sid)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Expires every access token of the user's live sessions (their next call gets 420 and refreshes). Returns how many sessions. */
export async function bumpTokenGeneration(db: Executor, userId: number): Promise<number> {
  const result = await db
    .updateTable('user_session')
    .set((eb) => ({ token_generation: eb('token_generation', '+', 1) }))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findUserByPhone(db: Executor, phone: string) {
  return db.selectFrom('app_user').select(['id', 'user_name', 'disabled_at']).where('phone', '=', phone).executeTakeFirst();
}

/** Deletes ended sessions (with their spent refresh tokens) and used or expired login codes. */
export async function purgeEnded(db: Executor, now: Date, graceMs: number) {
  const sessions = await db
    .deleteFrom('user_session')
    .where((eb) => eb.or([eb('refresh_expires_at', '<', now), eb('revoked_at', '<', new Date(now.getTime() - graceMs))]))
    .executeTakeFirst();
  const codes = await db
    .deleteFrom('sms_code')
    .where((eb) =>
      eb.or([eb('expires_at', '<', new Date(now.getTime() - graceMs)), eb('consumed_at', '<', new Date(now.getTime() - graceMs))]),
    )
    .executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), codes: Number(codes.numDeletedRows) };
}
