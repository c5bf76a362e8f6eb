import type { Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the user table (server/src/seed runs these in its one transaction). */

/**
 * A user with that phone and name created at `createdAt`; returns its id. `existing: 'touch'` takes an existing
 * user of that phone instead (setting its updated_at to `updatedAt`), `'keep'` takes it as it is.
 */
export async function insertDemoUser(
  trx: Executor,
  u: { phone: string; userName: string; createdAt: Date; updatedAt: Date; existing?: 'touch' | 'keep' },
): Promise<number> {
  if (u.existing === 'keep') {
    const found = await trx.selectFrom('app_user').select('id').where('phone', '=', u.phone).executeTakeFirst();
    if (found) return found.id;
  }
  let q = trx.insertInto('app_user').values({ phone: u.phone, user_name: u.userName, created_at: u.createdAt, updated_at: u.updatedAt });
  if (u.existing === 'touch') q = q.onConflict((oc) => oc.column('phone').doUpdateSet({ updated_at: u.updatedAt }));
  return (await q.returning('id').executeTakeFirstOrThrow()).id;
}
