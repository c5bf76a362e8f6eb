import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the supplier centre's tables (server/src/seed runs these in its one transaction). */

/** The company profile. */
export async function insertDemoProfile(trx: Executor, profile: Insertable<Database['supplier_profile']>): Promise<void> {
  await trx.insertInto('supplier_profile').values(profile).execute();
}

/** Bank accounts, in one statement. */
export async function insertDemoBankAccounts(trx: Executor, accounts: Insertable<Database['supplier_bank_account']>[]): Promise<void> {
  await trx.insertInto('supplier_bank_account').values(accounts).execute();
}
