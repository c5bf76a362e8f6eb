import type { Executor } from '../../db/schema';
import { bankNames } from '../reference';
import './schema';

/** The supplier's profile (no row until the first edit). */
export async function findProfile(db: Executor, supplierId: number) {
  return db
    .selectFrom('supplier_profile')
    .select([
      'contact_name',
      'contact_phone',
      'province_code',
      'city_code',
      'district_code',
      'street',
      'business_scope',
      'logo_file_id',
      'updated_at',
    ])
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
}

export interface ProfileRow {
  contact_name: string;
  contact_phone: string;
  province_code: string;
  city_code: string;
  district_code: string | null;
  street: string;
  business_scope: string;
  logo_file_id: number | null;
}

export async function upsertProfile(db: Executor, supplierId: number, p: ProfileRow, userId: number, now: Date): Promise<void> {
  const values = { ...p, updated_by: userId, updated_at: now };
  await db
    .insertInto('supplier_profile')
    .values({ supplier_id: supplierId, ...values })
    .onConflict((oc) => oc.column('supplier_id').doUpdateSet(values))
    .execute();
}

const accountColumns = ['a.id', 'a.bank_code', 'a.account_name', 'a.account_number', 'a.branch_name', 'a.is_default'] as const;

/** The accounts with their bank's name (the reference module's; one query for all of them). */
async function withBankNames<R extends { bank_code: string }>(db: Executor, rows: R[]): Promise<(R & { bank_name: string })[]> {
  const names = await bankNames(
    db,
    rows.map((r) => r.bank_code),
  );
  return rows.map((r) => ({ ...r, bank_name: names.get(r.bank_code) ?? '' }));
}

/** The supplier's accounts: the default first, then oldest first. */
export async function listAccounts(db: Executor, supplierId: number) {
  return withBankNames(
    db,
    await db
      .selectFrom('supplier_bank_account as a')
      .select(accountColumns)
      .where('a.supplier_id', '=', supplierId)
      .orderBy('a.is_default', 'desc')
      .orderBy('a.id')
      .execute(),
  );
}

export type AccountRow = Awaited<ReturnType<typeof listAccounts>>[number];

export async function findAccount(db: Executor, supplierId: number, id: number) {
  const row = await db
    .selectFrom('supplier_bank_account as a')
    .select(accountColumns)
    .where('a.supplier_id', '=', supplierId)
    .where('a.id', '=', id)
    .executeTakeFirst();
  return row && (await withBankNames(db, [row]))[0];
}

export async function findDefaultAccount(db: Executor, supplierId: number) {
  const row = await db
    .selectFrom('supplier_bank_account as a')
    .select(accountColumns)
    .where('a.supplier_id', '=', supplierId)
    .where('a.is_default', '=', true)
    .executeTakeFirst();
  return row && (await withBankNames(db, [row]))[0];
}

export async function countAccounts(db: Executor, supplierId: number): Promise<number> {
  const row = await db
    .selectFrom('supplier_bank_account')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('supplier_id', '=', supplierId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function numberTaken(db: Executor, supplierId: number, number: string, exceptId: number | null): Promise<boolean> {
  let q = db.selectFrom('supplier_bank_account').select('id').where('supplier_id', '=', supplierId).where('account_number', '=', number);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface AccountValues {
  bank_code: string;
  account_name: string;
  account_number: string;
  branch_name: string;
}

export async function insertAccount(
  db: Executor,
  supplierId: number,
  v: AccountValues & { is_default: boolean },
  userId: number,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('supplier_bank_account')
    .values({ supplier_id: supplierId, ...v, created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccount(db: Executor, supplierId: number, id: number, v: AccountValues, now: Date): Promise<boolean> {
  const res = await db
    .updateTable('supplier_bank_account')
    .set({ ...v, updated_at: now })
    .where('supplier_id', '=', supplierId)
    .where('id', '=', id)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function deleteAccount(db: Executor, supplierId: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom('supplier_bank_account').where('supplier_id', '=', supplierId).where('id', '=', id).executeTakeFirst();
  return res.numDeletedRows > 0n;
}

/**
 * Makes `id` the one default: the others lose the flag first (PostgreSQL checks a unique index row by row, so
 * one UPDATE flipping both would trip it). Callers hold the supplier lock, so two of these never interleave.
 */
export async function setDefault(db: Executor, supplierId: number, id: number, now: Date): Promise<void> {
  await db
    .updateTable('supplier_bank_account')
    .set({ is_default: false, updated_at: now })
    .where('supplier_id', '=', supplierId)
    .where('is_default', '=', true)
    .where('id', '<>', id)
    .execute();
  await db
    .updateTable('supplier_bank_account')
    .set({ is_default: true, updated_at: now })
    .where('supplier_id', '=', supplierId)
    .where('id', '=', id)
    .execute();
}

/** After the default was deleted: the oldest remaining account becomes the default (none when none is left). */
export async function promoteOldest(db: Executor, supplierId: number, now: Date): Promise<number | null> {
  const next = await db
    .selectFrom('supplier_bank_account')
    .select('id')
    .where('supplier_id', '=', supplierId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!next) return null;
  await db.updateTable('supplier_bank_account').set({ is_default: true, updated_at: now }).where('id', '=', next.id).execute();
  return next.id;
}
