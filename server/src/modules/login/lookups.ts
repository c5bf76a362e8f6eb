import { sql } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';

/** What other modules read and write of accounts (through index.ts): each one query over this module's tables, batched by ids. */

const namesOf = prepared((db: Executor, v: { ids: number[] }) =>
  db
    .selectFrom('app_user')
    .select(['id', 'user_name'])
    .where('id', '=', sql<number>`any(${v.ids})`),
);

/** Each user's name, by user id (an unknown id is absent). */
export async function userNames(db: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  return new Map((await namesOf.all(db, { ids })).map((r) => [r.id, r.user_name]));
}

export interface UserFacts {
  user_name: string;
  phone: string;
  disabled_at: Date | null;
}

const factsOf = prepared((db: Executor, v: { ids: number[] }) =>
  db
    .selectFrom('app_user')
    .select(['id', 'user_name', 'phone', 'disabled_at'])
    .where('id', '=', sql<number>`any(${v.ids})`),
);

/** Each user's name, phone and whether the platform disabled the account, by user id (an unknown id is absent). */
export async function usersByIds(db: Executor, userIds: readonly number[]): Promise<Map<number, UserFacts>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  // Written out, not `{ id, ...facts }`: a rest pattern copies a driver row on V8's slow path.
  const rows = await factsOf.all(db, { ids });
  return new Map(rows.map((r) => [r.id, { user_name: r.user_name, phone: r.phone, disabled_at: r.disabled_at }]));
}

const matching = prepared((db: Executor, v: { ids: number[]; pattern: string }, shape: { nameOp: 'like' | 'ilike' }) =>
  db
    .selectFrom('app_user')
    .select(['id', (eb) => eb('user_name', shape.nameOp, v.pattern).as('by_name'), (eb) => eb('phone', 'like', v.pattern).as('by_phone')])
    .where('id', '=', sql<number>`any(${v.ids})`)
    .where((eb) => eb.or([eb('user_name', shape.nameOp, v.pattern), eb('phone', 'like', v.pattern)])),
);

/**
 * Of these users, the ones whose name or phone matches the (LIKE-escaped) pattern: `byName` and `byPhone` hold
 * the ids each field matched. `nameOp` 'ilike' ignores the case of latin letters in names.
 */
export async function usersMatching(db: Executor, userIds: readonly number[], pattern: string, nameOp: 'like' | 'ilike' = 'ilike') {
  const ids = [...new Set(userIds)];
  const byName = new Set<number>();
  const byPhone = new Set<number>();
  if (ids.length > 0) {
    for (const r of await matching.all(db, { ids, pattern }, { nameOp })) {
      if (r.by_name) byName.add(r.id);
      if (r.by_phone) byPhone.add(r.id);
    }
  }
  return { byName, byPhone };
}

const idByPhone = prepared((db: Executor, v: { phone: string }) => db.selectFrom('app_user').select('id').where('phone', '=', v.phone));

/** The account that holds the phone now, if any. */
export async function userIdByPhone(db: Executor, phone: string): Promise<number | undefined> {
  return (await idByPhone.first(db, { phone }))?.id;
}

/** Moves the user from `oldPhone` to `newPhone`; false when the user's phone is no longer `oldPhone` (a conditional update). */
export async function changeUserPhone(db: Executor, userId: number, oldPhone: string, newPhone: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('app_user')
    .set({ phone: newPhone, updated_at: now })
    .where('id', '=', userId)
    .where('phone', '=', oldPhone)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Renames the account (a member's display name is their account's name). */
export async function setUserName(db: Executor, userId: number, name: string, now: Date): Promise<void> {
  await db.updateTable('app_user').set({ user_name: name, updated_at: now }).where('id', '=', userId).execute();
}

/** Where each user can be reached: phone, the verified e-mail address (or null), whether the account is usable. */
export async function userContacts(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, { phone: string; email: string | null; disabled: boolean; userName: string }>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'phone', 'email', 'email_verified_at', 'disabled_at', 'user_name'])
    .where('id', '=', sql<number>`any(${ids})`)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { phone: r.phone, email: r.email_verified_at ? r.email : null, disabled: r.disabled_at !== null, userName: r.user_name },
    ]),
  );
}

/** Records a verified e-mail address for the user (replacing any earlier one). */
export async function setUserEmail(db: Executor, userId: number, email: string, now: Date): Promise<void> {
  await db.updateTable('app_user').set({ email, email_verified_at: now, updated_at: now }).where('id', '=', userId).execute();
}
