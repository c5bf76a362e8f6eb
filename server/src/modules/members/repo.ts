import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import './schema';

/** A member or a pending invitation, as the list and detail show it. `joined_at` is null for an invitation. */
export interface MemberRow {
  user_id: number;
  name: string;
  phone: string;
  is_main: boolean;
  permissions: string[];
  joined_at: Date | null;
  invited_at: Date | null;
  expires_at: Date | null;
  invited_by: string | null;
}

/**
 * Members and pending invitations of one supplier, the administrator first, then in the order they came.
 * `keyword` (already a LIKE pattern) matches name or phone.
 */
function rosterQuery(supplierId: number, like: string | undefined) {
  const filter = like ? sql`where name like ${like} or phone like ${like}` : sql``;
  return sql`
    select * from (
      select m.user_id, u.user_name as name, u.phone, m.is_main, m.auth_list as permissions, m.joined_at,
             null::timestamptz as invited_at, null::timestamptz as expires_at, null::text as invited_by
        from supplier_member m join app_user u on u.id = m.user_id
       where m.supplier_id = ${supplierId}
      union all
      select i.user_id, i.name, u.phone, false, i.permissions, null, i.created_at, i.expires_at, inv.user_name
        from supplier_invitation i join app_user u on u.id = i.user_id left join app_user inv on inv.id = i.invited_by
       where i.supplier_id = ${supplierId} and i.accepted_at is null
    ) roster ${filter}`;
}

export async function listRoster(db: Executor, supplierId: number, like: string | undefined, limit: number, offset: number) {
  const base = rosterQuery(supplierId, like);
  const [rows, total] = await Promise.all([
    sql<MemberRow>`${base} order by is_main desc, coalesce(joined_at, invited_at), user_id limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: string }>`select count(*) as n from (${base}) counted`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

/** One member or pending invitation of the supplier (never another supplier's). */
export async function findInRoster(db: Executor, supplierId: number, userId: number): Promise<MemberRow | undefined> {
  const result = await sql<MemberRow>`select * from (${rosterQuery(supplierId, undefined)}) one where user_id = ${userId} limit 1`.execute(db);
  return result.rows[0];
}

/** The membership row, locked for the rest of the transaction. */
export async function lockMember(trx: Executor, supplierId: number, userId: number) {
  return trx
    .selectFrom('supplier_member')
    .select(['user_id', 'is_main', 'auth_list'])
    .where('supplier_id', '=', supplierId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findMembershipOf(db: Executor, userId: number) {
  return db.selectFrom('supplier_member').select(['supplier_id', 'is_main']).where('user_id', '=', userId).executeTakeFirst();
}

export async function findPendingInvitation(db: Executor, supplierId: number, userId: number) {
  return db
    .selectFrom('supplier_invitation')
    .select(['id', 'name', 'permissions', 'expires_at'])
    .where('supplier_id', '=', supplierId)
    .where('user_id', '=', userId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertInvitation(
  trx: Executor,
  i: { supplierId: number; userId: number; name: string; permissions: string[]; codeHash: string; invitedBy: number; now: Date; expiresAt: Date },
): Promise<void> {
  await trx
    .insertInto('supplier_invitation')
    .values({
      supplier_id: i.supplierId,
      user_id: i.userId,
      name: i.name,
      permissions: i.permissions,
      code_hash: i.codeHash,
      invited_by: i.invitedBy,
      created_at: i.now,
      expires_at: i.expiresAt,
    })
    .execute();
}

/** A new code and expiry for the pending invitation; false when there is none (any more). */
export async function renewInvitation(trx: Executor, supplierId: number, userId: number, r: { codeHash: string; invitedBy: number; now: Date; expiresAt: Date }) {
  const result = await trx
    .updateTable('supplier_invitation')
    .set({ code_hash: r.codeHash, invited_by: r.invitedBy, created_at: r.now, expires_at: r.expiresAt })
    .where('supplier_id', '=', supplierId)
    .where('user_id', '=', userId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateInvitation(trx: Executor, supplierId: number, userId: number, name: string, permissions: string[]): Promise<void> {
  await trx
    .updateTable('supplier_invitation')
    .set({ name, permissions })
    .where('supplier_id', '=', supplierId)
    .where('user_id', '=', userId)
    .where('accepted_at', 'is', null)
    .execute();
}

export async function deleteInvitation(trx: Executor, supplierId: number, userId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('supplier_invitation')
    .where('supplier_id', '=', supplierId)
    .where('user_id', '=', userId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The invitation behind a code, with what the link page shows. */
export async function findInvitationByHash(db: Executor, codeHash: string) {
  return db
    .selectFrom('supplier_invitation as i')
    .innerJoin('supplier as s', 's.id', 'i.supplier_id')
    .innerJoin('app_user as u', 'u.id', 'i.user_id')
    .leftJoin('app_user as inv', 'inv.id', 'i.invited_by')
    .select([
      'i.id',
      'i.supplier_id',
      'i.user_id',
      'i.name',
      'i.permissions',
      'i.expires_at',
      'i.accepted_at',
      's.name as supplier_name',
      's.disabled_at as supplier_disabled_at',
      'u.phone',
      'inv.user_name as inviter_name',
    ])
    .where('i.code_hash', '=', codeHash)
    .executeTakeFirst();
}

/** Marks the invitation used, only if it still is pending and valid: of two racing joins, one wins. */
export async function acceptInvitation(trx: Executor, id: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('supplier_invitation')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertMember(trx: Executor, m: { supplierId: number; userId: number; permissions: string[]; now: Date }): Promise<void> {
  await trx
    .insertInto('supplier_member')
    .values({ supplier_id: m.supplierId, user_id: m.userId, is_main: false, auth_list: m.permissions, joined_at: m.now })
    .execute();
}

export async function setMemberPermissions(trx: Executor, supplierId: number, userId: number, permissions: string[]): Promise<void> {
  await trx.updateTable('supplier_member').set({ auth_list: permissions }).where('supplier_id', '=', supplierId).where('user_id', '=', userId).execute();
}

/** A member's display name is their account's name (a user belongs to one supplier at a time). */
export async function setUserName(trx: Executor, userId: number, name: string, now: Date): Promise<void> {
  await trx.updateTable('app_user').set({ user_name: name, updated_at: now }).where('id', '=', userId).execute();
}

/** Deletes an ordinary membership; never the administrator's (the caller checks, this holds under races too). */
export async function deleteMember(trx: Executor, supplierId: number, userId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('supplier_member')
    .where('supplier_id', '=', supplierId)
    .where('user_id', '=', userId)
    .where('is_main', '=', false)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * The administrator steps down, only if they still are: of two racing transfers, the second finds no
 * administrator to demote and is refused (the unique index on the administrator would otherwise fail it late).
 */
export async function demoteAdmin(trx: Executor, supplierId: number, userId: number, permissions: string[]): Promise<boolean> {
  const result = await trx
    .updateTable('supplier_member')
    .set({ is_main: false, auth_list: permissions })
    .where('supplier_id', '=', supplierId)
    .where('user_id', '=', userId)
    .where('is_main', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function promoteAdmin(trx: Executor, supplierId: number, userId: number, permissions: string[]): Promise<boolean> {
  const result = await trx
    .updateTable('supplier_member')
    .set({ is_main: true, auth_list: permissions })
    .where('supplier_id', '=', supplierId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function adminOf(db: Executor, supplierId: number) {
  return db
    .selectFrom('supplier_member as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.phone'])
    .where('m.supplier_id', '=', supplierId)
    .where('m.is_main', '=', true)
    .executeTakeFirst();
}
