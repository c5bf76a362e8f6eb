import type { AuthContext } from '../../http/auth';
import type { Executor } from '../../db/schema';
import { prepared } from '../../db/prepared';
import { usersByIds } from '../login';
import { supplierById } from '../suppliers';
import './schema';

/** The supplier's administrator; read on every call made with an API key (with the account and the supplier). */
const administrator = prepared((db: Executor, v: { supplierId: number }) =>
  db.selectFrom('supplier_member').select(['user_id', 'auth_list']).where('supplier_id', '=', v.supplierId).where('is_main', '=', true),
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
  const [row, supplier] = await Promise.all([administrator.first(db, { supplierId }), supplierById(db, supplierId)]);
  const user = row && (await usersByIds(db, [row.user_id])).get(row.user_id);
  if (!row || !supplier || !user) return { ok: false, reason: 'noAdministrator' };
  if (supplier.disabled_at) return { ok: false, reason: 'supplierDisabled' };
  if (user.disabled_at) return { ok: false, reason: 'accountDisabled' };
  return {
    ok: true,
    auth: {
      userId: row.user_id,
      phone: user.phone,
      userName: user.user_name,
      supplier: { id: supplierId, name: supplier.name, isMain: true, authList: row.auth_list, verifyStatus: supplier.verify_status },
    },
  };
}
