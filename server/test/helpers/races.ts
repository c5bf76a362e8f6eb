import { sql } from 'kysely';
import type { Db } from '../../src/db/schema';

/**
 * Race tests run only on a real PostgreSQL server (DATABASE_URL, as scripts/with-postgres.mjs and `npm test`
 * set it). PGlite has one connection and runs one statement at a time, so a race there cannot happen and a
 * race test could never fail: on PGlite such tests are reported as skipped instead of passing for nothing.
 */
export const racesCanHappen = Boolean(process.env.DATABASE_URL);

/** Pool connections a race warms up: more than any race below sends at once (the pool holds 10). */
const RACERS = 8;

/** A test whose point is a concurrency guard (a conditional update, a row lock, a unique index). */
export function raceTest(name: string, fn: () => Promise<void>, timeout?: number): void {
  it.skipIf(!racesCanHappen)(`[race] ${name}`, fn, timeout);
}

/**
 * Opens several pool connections before a race: racers that each had to connect first would arrive one
 * after the other and never overlap. Each holds its connection for a moment so the pool must open another.
 */
export async function warmPool(db: Db, connections = RACERS): Promise<void> {
  if (!racesCanHappen) return;
  await Promise.all(Array.from({ length: connections }, () => sql`select pg_sleep(0.05)`.execute(db)));
}
