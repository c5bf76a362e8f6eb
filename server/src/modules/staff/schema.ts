import type { Generated } from 'kysely';
import type { StaffRole } from '@contract/platform/http.meta';
import type { Timestamp } from '../../db/schema';

/** The tables this module owns (migrations 0025, 0028); db/schema.ts's Database is the sum of every module's schema.ts. */

export interface StaffTable {
  id: Generated<number>;
  phone: string;
  name: string;
  role: StaffRole;
  created_at: Timestamp;
  updated_at: Timestamp;
  disabled_at: Timestamp | null;
}

export interface StaffSessionTable {
  id: string;
  staff_id: number;
  phone: string;
  client_ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  refresh_expires_at: Timestamp;
  token_generation: Generated<number>;
  revoked_at: Timestamp | null;
  revoke_reason: string | null;
}

export interface StaffRefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface StaffActionTable {
  id: Generated<string>;
  staff_id: number | null;
  staff_name: string;
  staff_role: StaffRole | null;
  action: string;
  target_type: string;
  target_id: string;
  summary: string;
  client_ip: string | null;
  at: Timestamp;
}

/** Log rows per (staff member, action), kept by triggers (migration 0028); staff_key 0 for operator commands. */
export interface StaffActionCountTable {
  staff_key: number;
  action: string;
  n: string;
}

declare module '../../db/schema' {
  interface Database {
    staff: StaffTable;
    staff_session: StaffSessionTable;
    staff_refresh_token: StaffRefreshTokenTable;
    staff_action: StaffActionTable;
    staff_action_count: StaffActionCountTable;
  }
}
