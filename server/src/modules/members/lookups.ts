import { sql } from 'kysely';
import type { Executor } from '../../db/schema';

/** What other modules read of memberships (through index.ts): each one query over this module's tables. */

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
