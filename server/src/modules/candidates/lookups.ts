import { HIRED_STATUSES } from '@contract/candidates.meta';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema';

const hiredAt = sql<Date>`coalesce((l.hired_on || 'T00:00:00+08:00')::timestamptz, l.created_at)`;

/** What other modules read of candidates (through index.ts): each one query over this module's tables. */

/** Candidates of the order who reached hired (hired, or hired and left since). */
export async function hiredCandidates(trx: Executor, orderId: number) {
  return trx
    .selectFrom('candidate')
    .select(['id', 'name'])
    .where('order_id', '=', orderId)
    .where('status', 'in', [...HIRED_STATUSES])
    .orderBy('id')
    .execute();
}

/**
 * Candidates of the order hired within [fromInstant, toInstant): on the start day the platform gave (China
 * midnight), else when the move was made.
 */
export async function hiredBetween(trx: Executor, orderId: number, fromInstant: Date, toInstant: Date): Promise<number[]> {
  const rows = await trx
    .selectFrom('candidate_status_log as l')
    .innerJoin('candidate as c', 'c.id', 'l.candidate_id')
    .select('c.id')
    .distinct()
    .where('c.order_id', '=', orderId)
    .where('l.to_status', '=', 'hired')
    .where(hiredAt, '>=', fromInstant)
    .where(hiredAt, '<', toInstant)
    .execute();
  return rows.map((r) => r.id);
}
