import type { Executor } from '../../db/schema';
import './schema';

/** A new proof of the old phone replaces the user's earlier unused ones. */
export async function retireSteps(db: Executor, userId: number, now: Date): Promise<void> {
  await db.updateTable('phone_change_step').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function insertStep(
  db: Executor,
  step: { user_id: number; session_id: string; token_hash: string; old_phone: string; created_at: Date; expires_at: Date },
): Promise<void> {
  await db.insertInto('phone_change_step').values(step).execute();
}

/** The session's live step for the token (unused, unexpired), optionally row-locked for the final change. */
export async function findLiveStep(db: Executor, where: { userId: number; sessionId: string; tokenHash: string }, now: Date, lock = false) {
  const query = db
    .selectFrom('phone_change_step')
    .select(['id', 'old_phone'])
    .where('token_hash', '=', where.tokenHash)
    .where('user_id', '=', where.userId)
    .where('session_id', '=', where.sessionId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  return lock ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

export async function markStepUsed(db: Executor, id: number, now: Date): Promise<void> {
  await db.updateTable('phone_change_step').set({ used_at: now }).where('id', '=', id).execute();
}
