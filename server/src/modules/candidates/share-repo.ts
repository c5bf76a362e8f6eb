import type { Executor } from '../../db/schema';
import { taskTerms } from '../tasks';

/** Share links: only the token's hash is stored. */

export async function insertShare(
  db: Executor,
  s: { tokenHash: string; candidateId: number; supplierId: number; createdBy: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('candidate_share')
    .values({
      token_hash: s.tokenHash,
      candidate_id: s.candidateId,
      supplier_id: s.supplierId,
      created_by: s.createdBy,
      created_at: s.now,
      expires_at: s.expiresAt,
    })
    .execute();
}

/** The shared candidate, only while the token is live. */
export async function findShared(db: Executor, tokenHash: string, now: Date) {
  const row = await db
    .selectFrom('candidate_share as s')
    .innerJoin('candidate as c', (j) => j.onRef('c.id', '=', 's.candidate_id').onRef('c.supplier_id', '=', 's.supplier_id'))
    .select(['c.name', 'c.mobile', 'c.sex', 'c.age', 'c.degree', 'c.status', 'c.detail', 'c.task_id', 's.expires_at'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  const title = row && (await taskTerms(db, [row.task_id])).get(row.task_id)?.title;
  return row && { ...row, title: title ?? '' };
}
