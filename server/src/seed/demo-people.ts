import type { Executor } from '../db/schema';
import { userIdByPhone } from '../modules/login';
import { membershipOf } from '../modules/members';
import { supplierById } from '../modules/suppliers';
import { DEMO_SUPPLIER } from './supplier';

/**
 * The demo supplier and its administrator as later seed steps need them, asked of the login, members and suppliers
 * modules (their index.ts) instead of reading their tables: the administrator by phone, the supplier as theirs.
 * Undefined when the demo supplier was never seeded.
 */
export async function demoSupplierAndAdmin(trx: Executor): Promise<{ supplier: { id: number; name: string }; admin: { id: number } } | undefined> {
  const adminId = await userIdByPhone(trx, DEMO_SUPPLIER.admin.phone);
  const membership = adminId === undefined ? undefined : await membershipOf(trx, adminId);
  const supplier = membership && (await supplierById(trx, membership.supplier_id));
  if (adminId === undefined || !membership || !supplier) return undefined;
  return { supplier: { id: membership.supplier_id, name: supplier.name }, admin: { id: adminId } };
}
