import { HIRED_STATUSES } from '@contract/candidates.meta';
import type { Executor } from '../../db/schema';

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

/** Candidates of the order whose move into hired happened within [fromInstant, toInstant). */
export async function hiredBetween(trx: Executor, orderId: number, fromInstant: Date, toInstant: Date): Promise<number[]> {
  const rows = await trx
    .selectFrom('candidate_status_log as l')
    .innerJoin('candidate as c', 'c.id', 'l.candidate_id')
    .select('c.id')
    .distinct()
    .where('c.order_id', '=', orderId)
    .where('l.to_status', '=', 'hired')
    .where('l.created_at', '>=', fromInstant)
    .where('l.created_at', '<', toInstant)
    .execute();
  return rows.map((r) => r.id);
}
