import type { Insertable } from 'kysely';
import type { Executor } from '../../db/schema';
import type { StaffSessionTable } from './schema';

/** Staff sessions and their refresh tokens: the same shape and rules as users' sessions (login/repo.ts). */

export async function insertSession(db: Executor, session: Insertable<StaffSessionTable>): Promise<void> {
  await db.insertInto('staff_session').values(session).execute();
}

export async function insertRefreshToken(db: Executor, sessionId: string, tokenHash: string, now: Date): Promise<void> {
  await db.insertInto('staff_refresh_token').values({ token_hash: tokenHash, session_id: sessionId, created_at: now }).execute();
}

/** The refresh token with its session and staff account, row-locked so two refreshes of one token serialise. */
export async function lockRefreshToken(db: Executor, tokenHash: string) {
  return db
    .selectFrom('staff_refresh_token as r')
    .innerJoin('staff_session as s', 's.id', 'r.session_id')
    .innerJoin('staff as f', 'f.id', 's.staff_id')
    .select([
      'r.used_at',
      's.id as session_id',
      's.staff_id',
      's.revoked_at',
      's.refresh_expires_at',
      's.token_generation',
      'f.disabled_at',
    ])
    .where('r.token_hash', '=', tokenHash)
    .forUpdate('r')
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('staff_refresh_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function revokeSession(db: Executor, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeStaffSessions(db: Executor, staffId: number, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Everything the staff guard checks, in one round trip. */
export async function loadSessionState(db: Executor, sessionId: string) {
  return db
    .selectFrom('staff_session as s')
    .innerJoin('staff as f', 'f.id', 's.staff_id')
    .select([
      's.staff_id',
      's.phone as session_phone',
      's.revoked_at',
      's.token_generation',
      'f.phone',
      'f.name',
      'f.role',
      'f.disabled_at',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/** Staff sessions past their absolute end, or revoked before `revokedBefore`; their refresh tokens go with them (cascade). */
export async function purgeEndedSessions(db: Executor, now: Date, revokedBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('staff_session')
    .where((eb) => eb.or([eb('refresh_expires_at', '<', now), eb('revoked_at', '<', revokedBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
