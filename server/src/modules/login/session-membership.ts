import type { Executor } from '../../db/schema';

/**
 * The user's live sessions that were opened without a supplier now act for `supplierId` (they founded or
 * joined it): from here on, losing that membership ends them with E000022 like any session opened inside it.
 * Runs in the caller's transaction.
 */
export async function bindSessionsToSupplier(db: Executor, userId: number, supplierId: number): Promise<number> {
  const result = await db
    .updateTable('user_session')
    .set({ supplier_id: supplierId })
    .where('user_id', '=', userId)
    .where('supplier_id', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
