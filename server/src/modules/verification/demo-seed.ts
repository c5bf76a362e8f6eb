import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the verification requests (server/src/seed runs it in its one transaction). */
export async function insertDemoVerification(trx: Executor, request: Insertable<Database['supplier_verification']>): Promise<void> {
  await trx.insertInto('supplier_verification').values(request).execute();
}
