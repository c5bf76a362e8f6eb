import { sql } from 'kysely';
import type { Executor } from './schema';

/** Windows older than this are of no use to any limit we keep (the longest is one day). */
const RETENTION_MS = 2 * 24 * 3600 * 1000;

/**
 * Counts one hit in a fixed window and says whether it is within `limit`. The counter lives in the database so
 * every app server shares it; the conditional upsert makes concurrent hits unable to overshoot the limit.
 */
export async function hitRateLimit(db: Executor, bucket: string, windowSeconds: number, limit: number, now: Date): Promise<boolean> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const row = await db
    .insertInto('rate_limit')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'window_start'])
        .doUpdateSet({ hits: sql`rate_limit.hits + 1` })
        .where('rate_limit.hits', '<', limit),
    )
    .returning('hits')
    .executeTakeFirst();
  if (row?.hits === 1) {
    // A fresh window: a cheap moment to drop expired ones (indexed on window_start).
    await db.deleteFrom('rate_limit').where('window_start', '<', new Date(now.getTime() - RETENTION_MS)).execute();
  }
  return row !== undefined;
}

/** Housekeeping (ops purge-expired): deletes windows that started before `before`. */
export async function purgeRateWindows(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limit').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
