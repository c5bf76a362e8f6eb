import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the invitations (server/src/seed runs it in its one transaction). */
export async function insertDemoInvitation(trx: Executor, invitation: Insertable<Database['supplier_invitation']>): Promise<void> {
  await trx.insertInto('supplier_invitation').values(invitation).execute();
}
