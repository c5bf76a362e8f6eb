import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

export interface SupplierInvitationTable {
  id: Generated<number>;
  supplier_id: number;
  /** The invited phone's account (created with the invitation when the phone had none). */
  user_id: number;
  name: string;
  permissions: string[];
  /** Hex SHA-256 of the code; the code itself is never stored. */
  code_hash: string;
  invited_by: number | null;
  created_at: ColumnType<Date, Date, Date>;
  expires_at: Date;
  accepted_at: Date | null;
}

export interface SupplierMemberTable {
  supplier_id: number;
  user_id: number;
  is_main: boolean;
  auth_list: string[];
  joined_at: Timestamp;
}

declare module '../../db/schema' {
  interface Database {
    supplier_member: SupplierMemberTable;
    supplier_invitation: SupplierInvitationTable;
  }
}
