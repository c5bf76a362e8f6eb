import type { AuthContext } from '../../http/auth';
import type { Executor } from '../../db/schema';
import { prepared } from '../../db/prepared';

/** The supplier's administrator with what a caller acting as them needs; read on every call made with an API key. */
const administrator = prepared((db: Executor, v: { supplierId: number }) =>
  db
    .selectFrom('supplier_member as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .innerJoin('supplier as s', 's.id', 'm.supplier_id')
    .select(['u.id as user_id', 'u.phone', 'u.user_name', 'u.disabled_at', 'm.auth_list', 's.name as supplier_name', 's.verify_status', 's.disabled_at as supplier_disabled_at'])
    .where('m.supplier_id', '=', v.supplierId)
    .where('m.is_main', '=', true),
);

export type SupplierPrincipal =
  | { ok: true; auth: Omit<AuthContext, 'sessionId' | 'clientIp'> }
  | { ok: false; reason: 'supplierDisabled' | 'accountDisabled' | 'noAdministrator' };

/**
 * A caller that acts for a supplier without a session of its own (an API key) acts as the supplier's current
 * administrator: the one member who sees every order, candidate and bill of the supplier. A disabled supplier or
 * administrator account stops it, as it stops their sessions.
 */
export async function supplierPrincipal(db: Executor, supplierId: number): Promise<SupplierPrincipal> {
  const row = await administrator.first(db, { supplierId });
  if (!row) return { ok: false, reason: 'noAdministrator' };
  if (row.supplier_disabled_at) return { ok: false, reason: 'supplierDisabled' };
  if (row.disabled_at) return { ok: false, reason: 'accountDisabled' };
  return {
    ok: true,
    auth: {
      userId: row.user_id,
      phone: row.phone,
      userName: row.user_name,
      supplier: { id: supplierId, name: row.supplier_name, isMain: true, authList: row.auth_list, verifyStatus: row.verify_status },
    },
  };
}
