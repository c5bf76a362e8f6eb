import type { Executor } from '../../db/schema';

/** A supplier as a party to an agreement: its (verified) name, credit code, type and verification state. */
export interface SupplierParty {
  id: number;
  name: string;
  creditCode: string | null;
  type: 'company' | 'person';
  verifyStatus: number;
}

export async function findSupplierParty(db: Executor, supplierId: number): Promise<SupplierParty | undefined> {
  const row = await db
    .selectFrom('supplier')
    .select(['id', 'name', 'credit_code', 'supplier_type', 'verify_status'])
    .where('id', '=', supplierId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    creditCode: row.credit_code,
    type: row.supplier_type === 'person' ? 'person' : 'company',
    verifyStatus: row.verify_status,
  };
}
