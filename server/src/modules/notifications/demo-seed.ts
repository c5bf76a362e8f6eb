import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the notification tables (server/src/seed runs these in its one transaction). */

/** A member's task-reminder settings, unless they have some already. */
export async function insertRemindSetting(trx: Executor, setting: Insertable<Database['task_remind_setting']>): Promise<void> {
  await trx
    .insertInto('task_remind_setting')
    .values(setting)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Back-dated notices (read or not), in one statement. */
export async function insertNotices(trx: Executor, notices: Insertable<Database['supplier_notice']>[]): Promise<void> {
  if (notices.length > 0) await trx.insertInto('supplier_notice').values(notices).execute();
}
