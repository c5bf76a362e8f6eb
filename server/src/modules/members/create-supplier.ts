import { PERMISSIONS, VERIFY_STATUS } from '@contract/login';
import type { CoreCtx } from '../../ctx';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/schema';
import { ensureUser } from '../login';
import { insertSupplier, suppliersByIds, type SupplierType } from '../suppliers';
import { addMember, membershipOf } from './lookups';

export interface NewSupplier {
  name: string;
  adminPhone: string;
  verified: boolean;
  type: SupplierType;
}

export type CreateSupplierResult =
  | { ok: true; supplierId: number; adminUserId: number }
  | { ok: false; reason: 'phoneInSupplier'; supplierName: string }
  | { ok: false; reason: 'accountDisabled' };

/** The name of the supplier the user already belongs to, if any. */
async function supplierNameOf(trx: Executor, userId: number): Promise<string | undefined> {
  const m = await membershipOf(trx, userId);
  return m && (await suppliersByIds(trx, [m.supplier_id])).get(m.supplier_id)?.name;
}

/**
 * A supplier with its administrator in one transaction, as the platform creates it (ops create-supplier): the
 * phone's account (created when it has none) becomes the main account with every permission. A phone that
 * already belongs to a supplier is refused; the unique membership per user decides when two operators race for
 * the same phone. Here rather than in the suppliers module, which the members module reads.
 */
export async function createSupplier(ctx: Pick<CoreCtx, 'db' | 'clock'>, s: NewSupplier): Promise<CreateSupplierResult> {
  const now = ctx.clock();
  try {
    return await ctx.db.transaction().execute(async (trx): Promise<CreateSupplierResult> => {
      const user = await ensureUser(trx, s.adminPhone, now);
      if (user.disabled) return { ok: false, reason: 'accountDisabled' };
      const existing = await supplierNameOf(trx, user.id);
      if (existing !== undefined) return { ok: false, reason: 'phoneInSupplier', supplierName: existing };
      const verifyStatus = s.verified ? VERIFY_STATUS.verified : VERIFY_STATUS.unverified;
      const supplierId = await insertSupplier(trx, { name: s.name, verifyStatus, type: s.type, now });
      await addMember(trx, { supplierId, userId: user.id, isMain: true, authList: [...PERMISSIONS], now });
      return { ok: true, supplierId, adminUserId: user.id };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const user = await ensureUser(ctx.db, s.adminPhone, now);
    return { ok: false, reason: 'phoneInSupplier', supplierName: (await supplierNameOf(ctx.db, user.id)) ?? '' };
  }
}
