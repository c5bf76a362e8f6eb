import type { ColumnType, Generated } from 'kysely';

export interface SupplierAuditTable {
  id: Generated<string>;
  /** Null only for a user's own change made before they belonged to any supplier. */
  supplier_id: number | null;
  /** Null when the platform (an ops command) acted. */
  actor_user_id: number | null;
  action: string;
  target_user_id: number | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
  client_ip: string | null;
  created_at: ColumnType<Date, Date, never>;
}

declare module '../../db/schema' {
  interface Database {
    supplier_audit: SupplierAuditTable;
  }
}
