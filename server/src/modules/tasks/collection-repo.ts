import type { Executor } from '../../db/schema';
import { SUMMARY_COLUMNS } from './search-repo';

/** Collections are per user (a bookmark), not per supplier. Both writes are idempotent. */
export async function addCollection(db: Executor, userId: number, taskId: number, now: Date): Promise<void> {
  await db
    .insertInto('task_collection')
    .values({ user_id: userId, task_id: taskId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'task_id']).doNothing())
    .execute();
}

export async function removeCollection(db: Executor, userId: number, taskId: number): Promise<void> {
  await db.deleteFrom('task_collection').where('user_id', '=', userId).where('task_id', '=', taskId).execute();
}

export async function countCollections(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('task_collection')
    .where('user_id', '=', userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user's collected tasks, whatever their state now, most recently collected first. */
export async function pageCollections(db: Executor, userId: number, page: { offset: number; limit: number }) {
  return db
    .selectFrom('task_collection as c')
    .innerJoin('task', 'task.id', 'c.task_id')
    .where('c.user_id', '=', userId)
    .select(SUMMARY_COLUMNS)
    .select(['task.status', 'c.created_at as collect_time'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.task_id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** Who collected the task (a change of it concerns them). */
export async function collectorIds(db: Executor, taskId: number): Promise<number[]> {
  return (await db.selectFrom('task_collection').select('user_id').where('task_id', '=', taskId).orderBy('user_id').execute()).map(
    (r) => r.user_id,
  );
}
