import type { RewardUnit } from '@contract/tasks.meta';
import type { ColumnType, Generated } from 'kysely';

/** bigint columns arrive as numbers from both drivers (db/connect.ts). */
type Fen = number;
type Timestamp = ColumnType<Date, Date, Date>;

export interface SettlementTable {
  id: Generated<number>;
  supplier_id: number;
  order_id: number;
  task_id: number;
  /** YYYY-MM-DD, China days, both inclusive. */
  period_from: string;
  period_to: string;
  /** SETTLEMENT_STATUSES in contract/settlements.meta.ts. */
  status: Generated<string>;
  /** The task's reward unit and reward (fen per unit) when the bill was issued. */
  unit: RewardUnit;
  unit_price_fen: number;
  gross_fen: Fen;
  deduction_fen: Fen;
  total_fen: Fen;
  line_count: number;
  version: Generated<number>;
  supersedes_id: number | null;
  superseded_at: Date | null;
  payee_account_id: string | null;
  payee_bank_name: string | null;
  payee_account_name: string | null;
  payee_account_number: string | null;
  dispute_reason: string | null;
  platform_reply: string | null;
  fail_reason: string | null;
  /** The platform's payment reference of a paid bill (migration 0020). */
  payment_reference: Generated<string | null>;
  issued_at: Timestamp;
  confirmed_at: Date | null;
  disputed_at: Date | null;
  paid_at: Date | null;
  failed_at: Date | null;
  resubmitted_at: Date | null;
  deleted_at: Date | null;
  updated_at: Timestamp;
}

export interface SettlementLineTable {
  id: Generated<number>;
  settlement_id: number;
  candidate_id: number;
  candidate_name: string;
  /** Hundredths of a unit: 7.5 hours = 750. */
  quantity_centi: number;
  unit_price_fen: number;
  gross_fen: Fen;
  deduction_fen: Fen;
  amount_fen: Fen;
  /** Why the platform deducted, from its lines file (migration 0020). */
  deduction_reason: Generated<string | null>;
  disputed: Generated<boolean>;
}

export interface SettlementEventTable {
  id: Generated<number>;
  settlement_id: number;
  event: string;
  actor_user_id: number | null;
  actor_label: string;
  client_ip: string | null;
  note: string | null;
  created_at: Timestamp;
}

export interface SettlementIdempotencyTable {
  settlement_id: number;
  key: string;
  action: string;
  answer: ColumnType<Record<string, unknown>, string, never>;
  user_id: number;
  created_at: Timestamp;
}

export interface AttendanceTable {
  candidate_id: number;
  order_id: number;
  day: string;
  hours_centi: Generated<number>;
  pieces: Generated<number>;
}

/** Bills per supplier and status (deleted ones excluded), kept by a trigger (migration 0016). */
export interface SettlementStatusCountTable {
  supplier_id: number;
  status: string;
  n: number;
  /** The bills' total, superseded ones left out (migration 0020). */
  total_fen: Generated<Fen>;
}

declare module '../../db/schema' {
  interface Database {
    settlement_status_count: SettlementStatusCountTable;
    settlement: SettlementTable;
    settlement_line: SettlementLineTable;
    settlement_event: SettlementEventTable;
    settlement_idempotency: SettlementIdempotencyTable;
    attendance: AttendanceTable;
  }
}
