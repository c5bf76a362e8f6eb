import type { VerificationKind } from '@contract/verification.meta';
import type { Executor } from '../../db/schema';

export async function insertSupplier(db: Executor, s: { name: string; verifyStatus: number; type: VerificationKind; now: Date }): Promise<number> {
  const row = await db
    .insertInto('supplier')
    .values({ name: s.name, verify_status: s.verifyStatus, supplier_type: s.type, created_at: s.now, updated_at: s.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The supplier a user already belongs to, if any (a user belongs to at most one: supplier_member.user_id is unique). */
export async function findMembershipOf(db: Executor, userId: number) {
  return db
    .selectFrom('supplier_member as m')
    .innerJoin('supplier as s', 's.id', 'm.supplier_id')
    .select(['s.id', 's.name'])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertMember(db: Executor, m: { supplierId: number; userId: number; isMain: boolean; authList: string[]; now: Date }): Promise<void> {
  await db
    .insertInto('supplier_member')
    .values({ supplier_id: m.supplierId, user_id: m.userId, is_main: m.isMain, auth_list: m.authList, joined_at: m.now })
    .execute();
}
