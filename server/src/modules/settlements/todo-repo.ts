import type { Executor } from '../../db/schema';

/* What waits for the platform's finance staff (the console's 待办). */

/** Disputed bills not yet answered: neither rejected back to pending nor superseded by a corrected bill. */
export async function openDisputeCount(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('settlement')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'disputed')
    .where('superseded_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Bills whose payout failed and that nobody paid again yet. */
export async function failedPayoutCount(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('settlement')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'failed')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
