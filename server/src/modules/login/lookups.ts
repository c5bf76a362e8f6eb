import { sql } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';

/** What other modules read of accounts (through index.ts): each one query over this module's tables, batched by ids. */

const namesOf = prepared((db: Executor, v: { ids: number[] }) => db.selectFrom('app_user').select(['id', 'user_name']).where('id', '=', sql<number>`any(${v.ids})`));

/** Each user's name, by user id (an unknown id is absent). */
export async function userNames(db: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  return new Map((await namesOf.all(db, { ids })).map((r) => [r.id, r.user_name]));
}
