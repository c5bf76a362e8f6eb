import { sql } from 'kysely';
import type { Executor } from './schema';

/**
 * Takes a transaction-level advisory lock if nobody holds it, without waiting: true when taken (released at the
 * transaction's end). A job that must run on one app server at a time calls it first and skips its run on false.
 */
export async function tryAdvisoryXactLock(trx: Executor, key: number): Promise<boolean> {
  const { rows } = await sql<{ taken: boolean }>`select pg_try_advisory_xact_lock(${key}) as taken`.execute(trx);
  return rows[0]?.taken === true;
}
