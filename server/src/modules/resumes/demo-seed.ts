import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the resume drafts (server/src/seed runs it in its one transaction). */
export async function insertDemoDraft(trx: Executor, draft: Insertable<Database['resume_draft']>): Promise<void> {
  await trx.insertInto('resume_draft').values(draft).execute();
}
