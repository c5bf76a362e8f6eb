import type { VerificationKind } from '@contract/verification.meta';
import type { Generated, Selectable } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/schema';

/** The tables this module owns; db/schema.ts's Database is the sum of every module's schema.ts. */

export interface SupplierTable {
  id: Generated<number>;
  name: string;
  credit_code: string | null;
  /** See VERIFY_STATUS in contract/login.ts. */
  verify_status: number;
  /** 'company' or 'person' (SUPPLIER_TYPES in modules/suppliers). */
  supplier_type: Generated<VerificationKind>;
  disabled_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type Supplier = Selectable<SupplierTable>;

declare module '../../db/schema' {
  interface Database {
    supplier: SupplierTable;
  }
}
