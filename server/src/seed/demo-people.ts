import type { Executor } from '../db/schema';
import { userIdByPhone, usersByIds } from '../modules/login';
import { membershipOf, supplierMembers } from '../modules/members';
import { supplierByCreditCode, supplierById } from '../modules/suppliers';
import { DEMO_SUPPLIER } from './supplier';

/**
 * The demo supplier and its administrator as later seed steps need them, asked of the login, members and suppliers
 * modules (their index.ts) instead of reading their tables: the administrator by phone, the supplier as theirs.
 * Undefined when the demo supplier was never seeded.
 */
export async function demoSupplierAndAdmin(
  trx: Executor,
): Promise<{ supplier: { id: number; name: string }; admin: { id: number } } | undefined> {
  const adminId = await userIdByPhone(trx, DEMO_SUPPLIER.admin.phone);
  const membership = adminId === undefined ? undefined : await membershipOf(trx, adminId);
  const supplier = membership && (await supplierById(trx, membership.supplier_id));
  if (adminId === undefined || !membership || !supplier) return undefined;
  return { supplier: { id: membership.supplier_id, name: supplier.name }, admin: { id: adminId } };
}

export interface DemoPerson {
  user_id: number;
  phone: string;
  user_name: string;
}

/**
 * The demo company (found by its credit code) with its administrator and its two members 李娜 and 张伟, found by
 * their phones among its members. Undefined when any of them is missing.
 */
export async function demoPeople(
  trx: Executor,
): Promise<{ supplierId: number; supplierName: string; admin: DemoPerson; lina: DemoPerson; zhangwei: DemoPerson } | undefined> {
  const supplier = await supplierByCreditCode(trx, DEMO_SUPPLIER.creditCode);
  if (!supplier) return undefined;
  const members = await supplierMembers(trx, supplier.id);
  const users = await usersByIds(
    trx,
    members.map((m) => m.user_id),
  );
  const people: DemoPerson[] = members.flatMap((m) => {
    const u = users.get(m.user_id);
    return u ? [{ user_id: m.user_id, phone: u.phone, user_name: u.user_name }] : [];
  });
  const byPhone = (phone: string) => people.find((p) => p.phone === phone);
  const admin = byPhone(DEMO_SUPPLIER.admin.phone);
  const [lina, zhangwei] = DEMO_SUPPLIER.members.map((m) => byPhone(m.phone));
  if (!admin || !lina || !zhangwei) return undefined;
  return { supplierId: supplier.id, supplierName: supplier.name, admin, lina, zhangwei };
}
