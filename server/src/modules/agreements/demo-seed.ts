import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the partial contracts (server/src/seed runs it in its one transaction). */
export async function insertDemoPartialContract(trx: Executor, contract: Insertable<Database['partial_contract']>): Promise<void> {
  await trx.insertInto('partial_contract').values(contract).execute();
}
