import type { Executor } from '../../db/schema';
import * as repo from './repo';

/**
 * A supplier's identity as verification sets it: the name, the type, the credit code and verifyStatus.
 * Verification decides when; these only write (inside the caller's transaction).
 */

/**
 * A new supplier founded by the user who submits its first verification (inside the caller's transaction; the
 * caller makes them its administrator through the members module).
 */
export async function foundSupplier(
  trx: Executor,
  s: { name: string; type: 'company' | 'person'; verifyStatus: number; now: Date },
): Promise<number> {
  return repo.insertSupplier(trx, { name: s.name, verifyStatus: s.verifyStatus, type: s.type, now: s.now });
}

/** The supplier with what verification needs, row-locked (submissions of one supplier serialise). */
export async function lockSupplier(trx: Executor, supplierId: number) {
  return trx
    .selectFrom('supplier')
    .select(['id', 'name', 'supplier_type', 'verify_status', 'credit_code'])
    .where('id', '=', supplierId)
    .forUpdate()
    .executeTakeFirst();
}

/** Moves verifyStatus only from one of `from` (a conditional update): false when it was elsewhere. */
export async function moveVerifyStatus(trx: Executor, supplierId: number, from: number[], to: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('supplier')
    .set({ verify_status: to, updated_at: now })
    .where('id', '=', supplierId)
    .where('verify_status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The verified identity: the supplier's name is the verified company's (or person's) from now on. */
export async function applyVerifiedIdentity(
  trx: Executor,
  supplierId: number,
  v: { name: string; type: 'company' | 'person'; creditCode: string | null; verifyStatus: number; now: Date },
): Promise<void> {
  await trx
    .updateTable('supplier')
    .set({ name: v.name, supplier_type: v.type, credit_code: v.creditCode, verify_status: v.verifyStatus, updated_at: v.now })
    .where('id', '=', supplierId)
    .execute();
}

/** Another supplier already holds the credit code (a verified company). */
export async function creditCodeHolder(db: Executor, creditCode: string, exceptSupplierId: number | null) {
  let q = db.selectFrom('supplier').select(['id', 'name']).where('credit_code', '=', creditCode);
  if (exceptSupplierId !== null) q = q.where('id', '<>', exceptSupplierId);
  return q.executeTakeFirst();
}
