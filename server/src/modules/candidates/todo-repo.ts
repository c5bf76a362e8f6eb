import type { Executor } from '../../db/schema';

/**
 * Candidates submitted and not yet screened, across every supplier (the console's 待办): the tally the database
 * keeps per order and status (migration 0023), one row per order instead of one per candidate.
 */
export async function unscreenedCandidateCount(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('candidate_tally')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('n'), eb.lit(0)).as('n'))
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
