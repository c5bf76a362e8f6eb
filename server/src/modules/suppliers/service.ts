import { PERMISSIONS, VERIFY_STATUS } from '@contract/login';
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { AccountService } from '../login';
import * as repo from './repo';

/** supplier.supplier_type: a company (with a credit code, later) or a natural person. */
export const SUPPLIER_TYPES = ['company', 'person'] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];

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

/** PostgreSQL's unique_violation, as both drivers (pg and PGlite) report it. */
const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/** Suppliers and their members: the platform side (operators) of what later issues manage on screen. */
export function createSupplierService({ db, clock, accounts }: { db: Db; clock: Clock; accounts: Pick<AccountService, 'ensureUser'> }) {
  /**
   * A supplier with its administrator in one transaction: the phone's account (created when it has none)
   * becomes the main account with every permission. A phone that already belongs to a supplier is refused;
   * the unique membership per user decides when two operators race for the same phone.
   */
  async function create(s: NewSupplier): Promise<CreateSupplierResult> {
    const now = clock();
    try {
      return await db.transaction().execute(async (trx): Promise<CreateSupplierResult> => {
        const user = await accounts.ensureUser(trx, s.adminPhone);
        if (user.disabled) return { ok: false, reason: 'accountDisabled' };
        const existing = await repo.findMembershipOf(trx, user.id);
        if (existing) return { ok: false, reason: 'phoneInSupplier', supplierName: existing.name };
        const verifyStatus = s.verified ? VERIFY_STATUS.verified : VERIFY_STATUS.unverified;
        const supplierId = await repo.insertSupplier(trx, { name: s.name, verifyStatus, type: s.type, now });
        await repo.insertMember(trx, { supplierId, userId: user.id, isMain: true, authList: [...PERMISSIONS], now });
        return { ok: true, supplierId, adminUserId: user.id };
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const user = await accounts.ensureUser(db, s.adminPhone);
      const existing = await repo.findMembershipOf(db, user.id);
      return { ok: false, reason: 'phoneInSupplier', supplierName: existing?.name ?? '' };
    }
  }

  return { create };
}

export type SupplierService = ReturnType<typeof createSupplierService>;
