import { sql } from 'kysely';
import type { Database, Executor } from './schema';

/*
 * Sessions with rotating refresh tokens, for every kind of account: suppliers' users (the login module's tables)
 * and the platform's staff (the staff module's). Each module builds its store over its own tables in its repo;
 * the rules of a refresh live here once.
 */

type TableWith<Shape> = { [K in keyof Database]: Database[K] extends Shape ? K : never }[keyof Database];

/** A table of sessions: the account column is the owner's (user_id, staff_id). */
type SessionTable = TableWith<{ id: string; refresh_expires_at: unknown; revoked_at: unknown; revoke_reason: string | null }>;
type RefreshTokenTable = TableWith<{ token_hash: string; session_id: string; used_at: unknown }>;
type AccountTable = TableWith<{ id: unknown; disabled_at: unknown }>;

export interface SessionTables<O extends string> {
  sessions: SessionTable;
  refreshTokens: RefreshTokenTable;
  accounts: AccountTable;
  /** The sessions' column naming the account. */
  owner: O;
}

/** Why a refresh token was refused; the owning module words it. */
export type RefreshRefusal = 'invalid' | 'disabled' | 'revoked' | 'expired';

export type RefreshOutcome = { ok: true; ownerId: number; sessionId: string; generation: number } | { ok: false; reason: RefreshRefusal };

interface LockedToken {
  used_at: Date | null;
  session_id: string;
  owner_id: number;
  revoked_at: Date | null;
  refresh_expires_at: Date;
  token_generation: number;
  disabled_at: Date | null;
}

export function sessionStore<O extends string>(t: SessionTables<O>) {
  async function insertRefreshToken(db: Executor, sessionId: string, tokenHash: string, now: Date): Promise<void> {
    await sql`insert into ${sql.table(t.refreshTokens)} (token_hash, session_id, created_at) values (${tokenHash}, ${sessionId}, ${now})`.execute(
      db,
    );
  }

  async function revokeWhere(db: Executor, column: 'id' | O, value: string | number, reason: string, now: Date): Promise<number> {
    const result = await sql`update ${sql.table(t.sessions)} set revoked_at = ${now}, revoke_reason = ${reason}
      where ${sql.ref(column)} = ${value} and revoked_at is null`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }

  /**
   * Rotates a refresh token inside the caller's transaction: each works once. The token's row is locked, so two
   * refreshes of one token serialise; a spent one presented again means it was copied, and the whole session is
   * revoked (the caller commits that before answering, so both holders are logged out).
   */
  async function rotate(trx: Executor, presentedHash: string, nextHash: string, now: Date): Promise<RefreshOutcome> {
    const { rows } = await sql<LockedToken>`
      select r.used_at, s.id as session_id, ${sql.ref(`s.${t.owner}`)} as owner_id, s.revoked_at, s.refresh_expires_at,
             s.token_generation, a.disabled_at
        from ${sql.table(t.refreshTokens)} r
        join ${sql.table(t.sessions)} s on s.id = r.session_id
        join ${sql.table(t.accounts)} a on a.id = ${sql.ref(`s.${t.owner}`)}
       where r.token_hash = ${presentedHash}
         for update of r`.execute(trx);
    const row = rows[0];
    if (!row) return { ok: false, reason: 'invalid' };
    if (row.disabled_at) return { ok: false, reason: 'disabled' };
    if (row.revoked_at) return { ok: false, reason: 'revoked' };
    if (row.refresh_expires_at <= now) return { ok: false, reason: 'expired' };
    const spent = await sql`update ${sql.table(t.refreshTokens)} set used_at = ${now}
      where token_hash = ${presentedHash} and used_at is null`.execute(trx);
    if (row.used_at || spent.numAffectedRows !== 1n) {
      await revokeWhere(trx, 'id', row.session_id, 'refresh_token_reused', now);
      return { ok: false, reason: 'revoked' };
    }
    await insertRefreshToken(trx, row.session_id, nextHash, now);
    return { ok: true, ownerId: row.owner_id, sessionId: row.session_id, generation: row.token_generation };
  }

  return {
    insertRefreshToken,
    rotate,
    /** Ends one session (logout); a session already ended keeps its first reason. */
    revokeSession: (db: Executor, sessionId: string, reason: string, now: Date) => revokeWhere(db, 'id', sessionId, reason, now),
    /** Ends every live session of the account; how many. */
    revokeSessionsOf: (db: Executor, ownerId: number, reason: string, now: Date) => revokeWhere(db, t.owner, ownerId, reason, now),
  };
}
