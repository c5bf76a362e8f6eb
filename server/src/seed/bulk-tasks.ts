import { analyzeTasks, insertTaskBatches } from '../modules/tasks';
import type { Db } from '../db/schema';
import { buildRegions } from './regions';
import { buildTasks } from './tasks';

/** The demo's number of tasks when SEED_TASKS does not say otherwise. */
export const DEFAULT_SEED_TASKS = 200;
const MAX_SEED_TASKS = 1_000_000;

/**
 * How many tasks the first seed creates: SEED_TASKS (for trying the find-job screen or measuring it at
 * scale, e.g. 10000), else the demo's 200. A value that is not a whole number in range is refused loudly
 * rather than silently seeding the default.
 */
export function seedTaskCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SEED_TASKS?.trim();
  if (!raw) return DEFAULT_SEED_TASKS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_SEED_TASKS)
    throw new Error(`SEED_TASKS must be a whole number from 1 to ${MAX_SEED_TASKS}, not "${raw}"`);
  return n;
}

/**
 * Adds `count` generated tasks to a seeded database in one transaction (the bench uses it for 10,000). A
 * different random seed from the demo's, so the extra tasks are not copies of the first 200.
 */
export async function insertGeneratedTasks(db: Db, count: number, now = new Date(), randomSeed = 7): Promise<void> {
  const tasks = buildTasks(buildRegions(), now, count, randomSeed);
  await db.transaction().execute((trx) => insertTaskBatches(trx, tasks));
  // Fresh statistics and visibility map: PGlite runs no autovacuum, and without them the planner takes the
  // task table for a few pages and the counts cannot use index-only scans.
  await analyzeTasks(db, { vacuum: true });
}
