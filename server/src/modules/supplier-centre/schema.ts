import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;

export interface SupplierProfileTable {
  supplier_id: number;
  contact_name: string;
  contact_phone: string;
  province_code: string | null;
  city_code: string | null;
  district_code: string | null;
  street: string;
  business_scope: string;
  logo_file_id: number | null;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface SupplierBankAccountTable {
  id: Generated<number>;
  supplier_id: number;
  bank_code: string;
  account_name: string;
  /** Digits only, stored in full; every answer to the SPA masks it. */
  account_number: string;
  branch_name: string;
  is_default: boolean;
  created_by: number;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Timestamp;
}

declare module '../../db/schema' {
  interface Database {
    supplier_profile: SupplierProfileTable;
    supplier_bank_account: SupplierBankAccountTable;
  }
}
