import type { VerificationKind } from '@contract/verification.meta';
import type { Executor } from '../../db/schema';

export async function insertSupplier(
  db: Executor,
  s: { name: string; verifyStatus: number; type: VerificationKind; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('supplier')
    .values({ name: s.name, verify_status: s.verifyStatus, supplier_type: s.type, created_at: s.now, updated_at: s.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
