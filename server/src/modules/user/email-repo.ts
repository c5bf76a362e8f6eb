import type { Executor } from '../../db/schema';
import './schema';

/** The user's codes sent since `since` (the daily quota) and the newest one's time (the resend interval). */
export async function recentCodes(db: Executor, userId: number, since: Date): Promise<{ count: number; lastAt: Date | null }> {
  const row = await db
    .selectFrom('email_code')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last_at')])
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), lastAt: row.last_at ? new Date(row.last_at) : null };
}

/** A new code retires the user's earlier live ones (whatever address they were for). */
export async function retireLiveCodes(db: Executor, userId: number, now: Date): Promise<void> {
  await db.updateTable('email_code').set({ consumed_at: now }).where('user_id', '=', userId).where('consumed_at', 'is', null).execute();
}

export async function insertCode(
  db: Executor,
  c: { user_id: number; email: string; code_hash: string; created_at: Date; expires_at: Date },
): Promise<void> {
  await db.insertInto('email_code').values(c).execute();
}

/** The user's live code for the address, row-locked, so two checks of one code take turns. */
export function lockLiveCode(db: Executor, userId: number, email: string) {
  return db
    .selectFrom('email_code')
    .select(['id', 'code_hash', 'expires_at', 'attempts'])
    .where('user_id', '=', userId)
    .where('email', '=', email)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordWrongAttempt(db: Executor, id: number, attempts: number, killedAt: Date | null): Promise<void> {
  await db.updateTable('email_code').set({ attempts, consumed_at: killedAt }).where('id', '=', id).execute();
}

export async function consumeCode(db: Executor, id: number, now: Date): Promise<void> {
  await db.updateTable('email_code').set({ consumed_at: now }).where('id', '=', id).execute();
}
