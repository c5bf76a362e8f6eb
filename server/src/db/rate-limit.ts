import { sql } from 'kysely';
import type { Executor } from './schema';

/** Windows older than this are of no use to any limit we keep (the longest is one day). */
const RETENTION_MS = 2 * 24 * 3600 * 1000;

/**
 * Counts one hit (or `weight` hits: events of a batch) in a fixed window and says whether they fit within `limit`;
 * hits that do not fit are not counted. The counter lives in the database so every app server shares it; the
 * conditional upsert makes concurrent hits unable to overshoot the limit.
 */
export async function hitRateLimit(
  db: Executor,
  bucket: string,
  windowSeconds: number,
  limit: number,
  now: Date,
  weight = 1,
): Promise<boolean> {
  if (weight > limit) return false;
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const row = await db
    .insertInto('rate_limit')
    .values({ bucket, window_start: windowStart, hits: weight })
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'window_start'])
        .doUpdateSet({ hits: sql`rate_limit.hits + ${weight}` })
        .where('rate_limit.hits', '<=', limit - weight),
    )
    .returning('hits')
    .executeTakeFirst();
  if (row?.hits === weight) {
    // A fresh window: a cheap moment to drop expired ones (indexed on window_start).
    await db
      .deleteFrom('rate_limit')
      .where('window_start', '<', new Date(now.getTime() - RETENTION_MS))
      .execute();
  }
  return row !== undefined;
}

/** Housekeeping (ops purge-expired): deletes windows that started before `before`. */
export async function purgeRateWindows(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limit').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Gives back one hit counted by `hitRateLimit` at `now` (same bucket and window), for an attempt that turned out
 * not to count: a reservation taken before the outcome was known.
 */
export async function refundRateLimit(db: Executor, bucket: string, windowSeconds: number, now: Date): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  await db
    .updateTable('rate_limit')
    .set({ hits: sql`hits - 1` })
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart)
    .where('hits', '>', 0)
    .execute();
}

/** When the fixed window that holds `now` ends: what a "try again in …" message counts down to. */
export function windowEnd(windowSeconds: number, now: Date): Date {
  const windowMs = windowSeconds * 1000;
  return new Date((Math.floor(now.getTime() / windowMs) + 1) * windowMs);
}
