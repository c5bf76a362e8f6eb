import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

/** The tables this module owns; db/schema.ts's Database is the sum of every module's schema.ts. */

export interface TrackingEventTable {
  id: Generated<number>;
  received_at: Timestamp;
  request_id: string;
  user_id: number | null;
  type: string;
  page: string;
  target: string | null;
  client_time: Timestamp;
  props: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}

declare module '../../db/schema' {
  interface Database {
    tracking_event: TrackingEventTable;
  }
}
