import { sql } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';
import { usersByIds, type ActingMembership } from '../login';
import { activeSupplierIds, supplierById } from '../suppliers';
import './schema';

/** What other modules read and write of memberships (through index.ts): each one query over this module's tables. */

/** The supplier's members who hold the permission (the administrator holds every one he was given too). */
export async function memberIdsWithPermission(trx: Executor, supplierId: number, permission: string): Promise<number[]> {
  const rows = await trx
    .selectFrom('supplier_member')
    .select('user_id')
    .where('supplier_id', '=', supplierId)
    .where(sql<boolean>`${permission} = any(auth_list)`)
    .execute();
  return rows.map((r) => r.user_id);
}

const membershipRow = prepared((db: Executor, v: { userId: number }) =>
  db.selectFrom('supplier_member').select(['supplier_id', 'is_main', 'auth_list']).where('user_id', '=', v.userId),
);

/** The user's membership (a user belongs to at most one supplier: supplier_member.user_id is unique). */
export async function membershipOf(db: Executor, userId: number) {
  return membershipRow.first(db, { userId });
}

/** Whether the user is a member of the supplier now. */
export async function isMemberOf(db: Executor, supplierId: number, userId: number): Promise<boolean> {
  return (await membershipOf(db, userId))?.supplier_id === supplierId;
}

// Prepared: the order list asks it on every page that has assignees.
const membersAmongRows = prepared((db: Executor, v: { supplierId: number; ids: number[] }) =>
  db
    .selectFrom('supplier_member')
    .select('user_id')
    .where('supplier_id', '=', v.supplierId)
    .where('user_id', '=', sql<number>`any(${v.ids})`)
    .orderBy('user_id'),
);

/** Of these users, the ones who are members of the supplier now, in id order. */
export async function membersAmong(db: Executor, supplierId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await membersAmongRows.all(db, { supplierId, ids: [...new Set(userIds)] });
  return rows.map((r) => r.user_id);
}

/** The supplier's members, the administrator first, then in the order they joined. */
export async function supplierMembers(db: Executor, supplierId: number) {
  return db
    .selectFrom('supplier_member')
    .select(['user_id', 'is_main'])
    .where('supplier_id', '=', supplierId)
    .orderBy('is_main', 'desc')
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
}

// Prepared: the console's supplier list asks it on every page.
const membersOfSuppliersRows = prepared((db: Executor, v: { ids: number[] }) =>
  db
    .selectFrom('supplier_member')
    .select(['supplier_id', 'user_id', 'is_main', 'auth_list', 'joined_at'])
    .where('supplier_id', '=', sql<number>`any(${v.ids})`)
    .orderBy('supplier_id')
    .orderBy('is_main', 'desc')
    .orderBy('joined_at')
    .orderBy('user_id'),
);

/** The members of these suppliers (the console's supplier list and page), each supplier's administrator first. */
export async function membersOfSuppliers(db: Executor, supplierIds: readonly number[]) {
  const ids = [...new Set(supplierIds)];
  if (ids.length === 0) return [];
  return membersOfSuppliersRows.all(db, { ids });
}

/** A membership (the caller's transaction; supplier_member.user_id is unique, so a user joins one supplier). */
export async function addMember(
  trx: Executor,
  m: { supplierId: number; userId: number; isMain: boolean; authList: string[]; now: Date },
): Promise<void> {
  await trx
    .insertInto('supplier_member')
    .values({ supplier_id: m.supplierId, user_id: m.userId, is_main: m.isMain, auth_list: m.authList, joined_at: m.now })
    .execute();
}

/** The user's membership with what a session needs of its supplier (asked of the suppliers module). */
export async function actingMembershipOf(db: Executor, userId: number): Promise<ActingMembership | undefined> {
  const m = await membershipOf(db, userId);
  const s = m && (await supplierById(db, m.supplier_id));
  if (!m || !s) return undefined;
  // Every authenticated request builds one: written out, as spreading a driver row takes V8's slow path.
  return {
    supplier_id: m.supplier_id,
    is_main: m.is_main,
    auth_list: m.auth_list,
    name: s.name,
    verify_status: s.verify_status,
    disabled_at: s.disabled_at,
  };
}

/** Of these memberships, the ones of suppliers the platform has not disabled and of accounts not disabled (same order). */
async function usable<R extends { supplier_id: number; user_id: number }>(db: Executor, rows: R[]): Promise<R[]> {
  const [suppliers, users] = await Promise.all([
    activeSupplierIds(
      db,
      rows.map((r) => r.supplier_id),
    ),
    usersByIds(
      db,
      rows.map((r) => r.user_id),
    ),
  ]);
  return rows.filter((r) => suppliers.has(r.supplier_id) && users.get(r.user_id)?.disabled_at === null);
}

/** Who among members hears of a change: one supplier's or every supplier's, all, the holders of a permission, the administrator. */
export interface MemberAudience {
  supplierId: number | 'all';
  permission?: string;
  adminOnly?: boolean;
  exceptUserIds?: number[];
  userIds?: number[];
}

/** The members in the audience, of suppliers not disabled, with accounts not disabled; by supplier, then user. */
export async function audienceMembers(db: Executor, a: MemberAudience): Promise<{ supplier_id: number; user_id: number }[]> {
  let q = db.selectFrom('supplier_member').select(['supplier_id', 'user_id']);
  if (a.supplierId !== 'all') q = q.where('supplier_id', '=', a.supplierId);
  const permission = a.permission;
  if (permission !== undefined)
    q = q.where((eb) => eb.or([eb('is_main', '=', true), eb(sql.val(permission), '=', sql<string>`any(auth_list)`)]));
  if (a.adminOnly) q = q.where('is_main', '=', true);
  if (a.exceptUserIds?.length) q = q.where('user_id', '<>', sql<number>`all(${a.exceptUserIds}::integer[])`);
  if (a.userIds) q = q.where('user_id', '=', sql<number>`any(${a.userIds}::integer[])`);
  return usable(db, await q.orderBy('supplier_id').orderBy('user_id').execute());
}

/** Of these (supplier, user) pairs, the ones that are members now, of suppliers and with accounts not disabled (same order). */
export async function activeMembersAmong<R extends { supplier_id: number; user_id: number }>(db: Executor, pairs: R[]): Promise<R[]> {
  if (pairs.length === 0) return [];
  const rows = await db
    .selectFrom('supplier_member')
    .select(['supplier_id', 'user_id'])
    .where('user_id', '=', sql<number>`any(${[...new Set(pairs.map((p) => p.user_id))]}::integer[])`)
    .execute();
  const current = new Set(rows.map((r) => `${r.supplier_id}:${r.user_id}`));
  return usable(
    db,
    pairs.filter((p) => current.has(`${p.supplier_id}:${p.user_id}`)),
  );
}
