import type { Executor } from '../../db/schema';
import { parseId } from '../../lib/ids';
import * as repo from './repo';

/**
 * The candidates module's `resumeUsed`: a candidate added with a draft's résumé (the single add dialog, or
 * add_resume_talent) submits that draft in the same transaction, so it leaves the review queue.
 */
export async function markDraftSubmitted(
  trx: Executor,
  use: { supplierId: number; fileId: string; candidateId: number; now: Date },
): Promise<void> {
  const fileId = parseId(use.fileId);
  if (fileId !== null) await repo.markUsed(trx, use.supplierId, fileId, use.candidateId, use.now);
}
