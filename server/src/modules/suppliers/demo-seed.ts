import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the supplier table (server/src/seed runs these in its one transaction). */

/** A supplier as the seed dates it (credit code, verify state and times given); returns its id. */
export async function insertDemoSupplier(trx: Executor, supplier: Insertable<Database['supplier']>): Promise<number> {
  return (await trx.insertInto('supplier').values(supplier).returning('id').executeTakeFirstOrThrow()).id;
}

/** The supplier with that unified social credit code, or undefined. */
export async function supplierByCreditCode(db: Executor, creditCode: string) {
  return db.selectFrom('supplier').select(['id', 'name']).where('credit_code', '=', creditCode).executeTakeFirst();
}
