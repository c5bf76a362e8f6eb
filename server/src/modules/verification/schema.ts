import type { ColumnType, Generated } from 'kysely';

export interface SupplierVerificationTable {
  id: Generated<number>;
  supplier_id: number;
  /** 'company' or 'person' (VERIFICATION_KINDS). */
  kind: string;
  /** A verified person supplier applying to become a company. */
  is_upgrade: Generated<boolean>;
  /** 'reviewing', 'approved' or 'rejected' (SUBMISSION_STATUSES). */
  status: string;
  company_name: string | null;
  credit_code: string | null;
  legal_person: string | null;
  licence_file_id: number | null;
  person_name: string | null;
  id_number: string | null;
  id_front_file_id: number | null;
  id_back_file_id: number | null;
  submitted_by: number;
  submitted_at: ColumnType<Date, Date, never>;
  reviewed_at: Date | null;
  reject_reason: string | null;
}

export interface VerificationTipsClosedTable {
  user_id: number;
  closed_at: ColumnType<Date, Date, Date>;
}

declare module '../../db/schema' {
  interface Database {
    supplier_verification: SupplierVerificationTable;
    verification_tips_closed: VerificationTipsClosedTable;
  }
}
