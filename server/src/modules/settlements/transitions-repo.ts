import type { Selectable } from 'kysely';
import type { Executor } from '../../db/schema';
import type { SettlementTable } from './schema';

/**
 * A bill's moves from one status to the next. Each update names the status it leaves, so of two racing moves
 * only one changes the row (the other gets undefined, or nothing updated, and refuses).
 */

type Bill = Selectable<SettlementTable>;
type PayeeColumns = Pick<SettlementTable, 'payee_account_id' | 'payee_bank_name' | 'payee_account_name' | 'payee_account_number'>;

/** pending → confirmed, paying to `payee`. */
export async function confirmBill(trx: Executor, id: number, payee: PayeeColumns, at: Date): Promise<Bill | undefined> {
  return trx
    .updateTable('settlement')
    .set({ status: 'confirmed', confirmed_at: at, updated_at: at, ...payee })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** pending → disputed, with the supplier's reason. */
export async function disputeBill(trx: Executor, id: number, reason: string, at: Date): Promise<Bill | undefined> {
  return trx
    .updateTable('settlement')
    .set({ status: 'disputed', dispute_reason: reason, disputed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** failed → confirmed again, paying to `payee`. */
export async function resubmitBill(trx: Executor, id: number, payee: PayeeColumns, at: Date): Promise<Bill | undefined> {
  return trx
    .updateTable('settlement')
    .set({ status: 'confirmed', resubmitted_at: at, fail_reason: null, updated_at: at, ...payee })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returningAll()
    .executeTakeFirst();
}

/** Leaves the supplier's list (the row and its history stay). */
export async function deleteBill(trx: Executor, id: number, at: Date): Promise<void> {
  await trx
    .updateTable('settlement')
    .set({ deleted_at: at, updated_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** disputed → pending, with the platform's reply. */
export async function rejectDispute(trx: Executor, id: number, reply: string, at: Date): Promise<void> {
  await trx
    .updateTable('settlement')
    .set({ status: 'pending', platform_reply: reply, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'disputed')
    .execute();
}

/** Replaced by a corrected bill. */
export async function supersedeBill(trx: Executor, id: number, at: Date): Promise<void> {
  await trx.updateTable('settlement').set({ superseded_at: at, updated_at: at }).where('id', '=', id).execute();
}

/** confirmed → paid, with the platform's payment reference. */
export async function markPaid(trx: Executor, id: number, reference: string | null, at: Date): Promise<void> {
  await trx
    .updateTable('settlement')
    .set({ status: 'paid', paid_at: at, payment_reference: reference, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .execute();
}

/** confirmed → failed, with the reason. */
export async function markFailed(trx: Executor, id: number, reason: string, at: Date): Promise<void> {
  await trx
    .updateTable('settlement')
    .set({ status: 'failed', fail_reason: reason, failed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .execute();
}
