import type { Executor } from '../../db/schema';
import './schema';

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
  i: {
    supplierId: number;
    userId: number;
    name: string;
    permissions: string[];
    codeHash: string;
    invitedBy: number;
    now: Date;
    expiresAt: Date;
  },
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

/** A new code and expiry for the pending (or expired) invitation; undefined when there is none (any more). */
export async function renewInvitation(
  trx: Executor,
  supplierId: number,
  invitationId: number,
  r: { codeHash: string; invitedBy: number; now: Date; expiresAt: Date },
) {
  return trx
    .updateTable('supplier_invitation')
    .set({ code_hash: r.codeHash, invited_by: r.invitedBy, created_at: r.now, expires_at: r.expiresAt })
    .where('supplier_id', '=', supplierId)
    .where('id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .returning(['user_id', 'name'])
    .executeTakeFirst();
}

export async function updateInvitation(
  trx: Executor,
  supplierId: number,
  invitationId: number,
  name: string,
  permissions: string[],
): Promise<void> {
  await trx
    .updateTable('supplier_invitation')
    .set({ name, permissions })
    .where('supplier_id', '=', supplierId)
    .where('id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .execute();
}

export async function deleteInvitation(trx: Executor, supplierId: number, invitationId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('supplier_invitation')
    .where('supplier_id', '=', supplierId)
    .where('id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The invitation behind a code (the link page adds its supplier's and people's names: membership.ts). */
export async function findInvitationByHash(db: Executor, codeHash: string) {
  return db
    .selectFrom('supplier_invitation as i')
    .select(['i.id', 'i.supplier_id', 'i.user_id', 'i.name', 'i.permissions', 'i.expires_at', 'i.accepted_at', 'i.invited_by'])
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

export async function insertMember(
  trx: Executor,
  m: { supplierId: number; userId: number; permissions: string[]; now: Date },
): Promise<void> {
  await trx
    .insertInto('supplier_member')
    .values({ supplier_id: m.supplierId, user_id: m.userId, is_main: false, auth_list: m.permissions, joined_at: m.now })
    .execute();
}

export async function setMemberPermissions(trx: Executor, supplierId: number, userId: number, permissions: string[]): Promise<void> {
  await trx
    .updateTable('supplier_member')
    .set({ auth_list: permissions })
    .where('supplier_id', '=', supplierId)
    .where('user_id', '=', userId)
    .execute();
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
