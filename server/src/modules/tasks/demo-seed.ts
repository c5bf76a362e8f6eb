import { sql, type Insertable } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import type { NewTask } from './schema';
import { TASK_STATUS } from './status';

/** The demo seed's way into the task tables (server/src/seed and the bench run these in their transaction). */

/** Rows per INSERT: about 30 columns each stays well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 500;

/** Inserts the tasks, 500 a statement. */
export async function insertTaskBatches(trx: Executor, tasks: NewTask[]): Promise<void> {
  for (let i = 0; i < tasks.length; i += BATCH)
    await trx
      .insertInto('task')
      .values(tasks.slice(i, i + BATCH))
      .execute();
}

/**
 * Fresh planner statistics for the task table (PGlite runs no autovacuum); `vacuum` (outside a transaction only)
 * also refreshes the visibility map, so counts can use index-only scans.
 */
export async function analyzeTasks(db: Executor, { vacuum = false } = {}): Promise<void> {
  await (vacuum ? sql`vacuum analyze task` : sql`analyze task`).execute(db);
}

/** Every task's id, address and adviser, by id (for the interview sites). */
export async function allTaskContacts(db: Executor) {
  return db.selectFrom('task').select(['id', 'address', 'adviser_name', 'adviser_phone']).orderBy('id').execute();
}

/** Inserts interview sites, 500 a statement. */
export async function insertTaskSites(trx: Executor, sites: Insertable<Database['task_site']>[]): Promise<void> {
  for (let i = 0; i < sites.length; i += BATCH)
    await trx
      .insertInto('task_site')
      .values(sites.slice(i, i + BATCH))
      .execute();
}

/** The oldest open tasks with at least two places left, except these, oldest first. */
export async function oldestRoomyOpenTasks(db: Executor, exceptIds: number[], limit: number) {
  let q = db
    .selectFrom('task')
    .select(['id', 'reward_unit', 'publish_time'])
    .where('status', '=', TASK_STATUS.open)
    .whereRef('taken_count', '<', sql<number>`person_number - 1`);
  if (exceptIds.length > 0) q = q.where('id', 'not in', exceptIds);
  return q.orderBy('publish_time').orderBy('id').limit(limit).execute();
}

/** One more place taken (the caller has checked there is room; the status and updated_at stay as they are). */
export async function countTakenPlace(trx: Executor, taskId: number): Promise<void> {
  await trx
    .updateTable('task')
    .set((eb) => ({ taken_count: eb('taken_count', '+', 1) }))
    .where('id', '=', taskId)
    .execute();
}

/** The newest open tasks, newest first. */
export async function newestOpenTasks(db: Executor, limit: number) {
  return db
    .selectFrom('task')
    .select(['id', 'title', 'city_code'])
    .where('status', '=', TASK_STATUS.open)
    .orderBy('publish_time', 'desc')
    .limit(limit)
    .execute();
}
