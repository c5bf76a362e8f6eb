import { PERMISSIONS, VERIFY_STATUS } from '@contract/login';
import type { Db, Executor } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { AccountService } from '../login';
import { suppliersByIds } from './lookups';
import * as repo from './repo';
import { isUniqueViolation } from '../../db/errors';

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

/** What creating a supplier needs of memberships (the members module's; given by the caller, as members reads suppliers). */
export interface SupplierMemberships {
  supplierOf(trx: Executor, userId: number): Promise<{ supplier_id: number } | undefined>;
  addMember(trx: Executor, m: { supplierId: number; userId: number; isMain: boolean; authList: string[]; now: Date }): Promise<void>;
}

/** Suppliers and their members, as the platform (the operator commands) creates and manages them. */
export function createSupplierService({
  db,
  clock,
  accounts,
  memberships,
}: {
  db: Db;
  clock: Clock;
  accounts: Pick<AccountService, 'ensureUser'>;
  memberships: SupplierMemberships;
}) {
  /**
   * A supplier with its administrator in one transaction: the phone's account (created when it has none)
   * becomes the main account with every permission. A phone that already belongs to a supplier is refused;
   * the unique membership per user decides when two operators race for the same phone.
   */
  /** The name of the supplier the user already belongs to, if any. */
  async function supplierNameOf(trx: Executor, userId: number): Promise<string | undefined> {
    const m = await memberships.supplierOf(trx, userId);
    return m && (await suppliersByIds(trx, [m.supplier_id])).get(m.supplier_id)?.name;
  }

  async function create(s: NewSupplier): Promise<CreateSupplierResult> {
    const now = clock();
    try {
      return await db.transaction().execute(async (trx): Promise<CreateSupplierResult> => {
        const user = await accounts.ensureUser(trx, s.adminPhone);
        if (user.disabled) return { ok: false, reason: 'accountDisabled' };
        const existing = await supplierNameOf(trx, user.id);
        if (existing !== undefined) return { ok: false, reason: 'phoneInSupplier', supplierName: existing };
        const verifyStatus = s.verified ? VERIFY_STATUS.verified : VERIFY_STATUS.unverified;
        const supplierId = await repo.insertSupplier(trx, { name: s.name, verifyStatus, type: s.type, now });
        await memberships.addMember(trx, { supplierId, userId: user.id, isMain: true, authList: [...PERMISSIONS], now });
        return { ok: true, supplierId, adminUserId: user.id };
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const user = await accounts.ensureUser(db, s.adminPhone);
      return { ok: false, reason: 'phoneInSupplier', supplierName: (await supplierNameOf(db, user.id)) ?? '' };
    }
  }

  return { create };
}

export type SupplierService = ReturnType<typeof createSupplierService>;
