import type { Insertable } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';
import { sessionStore } from '../../db/session-store';
import type { StaffSessionTable } from './schema';

export async function insertSession(db: Executor, session: Insertable<StaffSessionTable>): Promise<void> {
  await db.insertInto('staff_session').values(session).execute();
}

/** Staff sessions and their rotating refresh tokens, kept as users' are (login module). */
export const staffSessions = sessionStore({
  sessions: 'staff_session',
  refreshTokens: 'staff_refresh_token',
  accounts: 'staff',
  owner: 'staff_id',
});

const sessionState = prepared((db: Executor, v: { sessionId: string }) =>
  db
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
    .where('s.id', '=', v.sessionId),
);

/** Everything the staff guard checks, in one round trip (every console call: prepared). */
export async function loadSessionState(db: Executor, sessionId: string) {
  return sessionState.first(db, { sessionId });
}

/** Staff sessions past their absolute end, or revoked before `revokedBefore`; their refresh tokens go with them (cascade). */
export async function purgeEndedSessions(db: Executor, now: Date, revokedBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('staff_session')
    .where((eb) => eb.or([eb('refresh_expires_at', '<', now), eb('revoked_at', '<', revokedBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
