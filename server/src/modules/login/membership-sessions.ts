import type { Executor } from '../../db/schema';

/**
 * How sessions follow membership changes. The guard answers E000022 when a session's supplier is no longer the
 * user's, so removing a membership ends every session bound to it at once. These keep that binding right when the
 * user joins or leaves by their own hand.
 */

/**
 * The user joined `supplierId`: their live sessions opened without a supplier now act for it. Sessions still bound
 * to a supplier the user was removed from are ended for good, so joining (again) never revives them.
 */
export async function bindSessionsToSupplier(trx: Executor, userId: number, supplierId: number, now: Date): Promise<void> {
  await trx
    .updateTable('user_session')
    .set({ revoked_at: now, revoke_reason: 'membership_ended' })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('supplier_id', 'is not', null)
    .execute();
  await trx
    .updateTable('user_session')
    .set({ supplier_id: supplierId })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The user left their supplier themselves: their sessions go on, acting for no supplier. */
export async function unbindSessions(trx: Executor, userId: number): Promise<void> {
  await trx.updateTable('user_session').set({ supplier_id: null }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
