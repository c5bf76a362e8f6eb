import type { ColumnType, Generated } from 'kysely';

export interface WebhookSubscriptionTable {
  id: Generated<number>;
  supplier_id: number;
  url: string;
  /** WEBHOOK_EVENTS in contract/webhooks.meta.ts. */
  events: string[];
  /** `whsec_…`: needed to sign, so kept as is (like Stripe's endpoint secrets); never shown after create/rotate. */
  secret: string;
  enabled: boolean;
  created_by: number | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

export interface WebhookEventTable {
  /** `msg_…`: the `webhook-id` header. */
  id: string;
  supplier_id: number;
  type: string;
  /** The exact JSON that is signed and sent. */
  body: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface WebhookDeliveryTable {
  id: Generated<number>;
  supplier_id: number;
  subscription_id: number;
  event_id: string;
  redelivery_of: number | null;
  status: Generated<string>;
  attempts: Generated<number>;
  response_status: number | null;
  created_at: Generated<Date>;
  next_attempt_at: Generated<Date>;
  last_attempt_at: Date | null;
  /** A worker's claim: until then no other worker takes it; a killed worker's claim comes back after it. */
  locked_until: Date | null;
  locked_by: string | null;
}

export interface WebhookAttemptTable {
  id: Generated<number>;
  delivery_id: number;
  supplier_id: number;
  attempt_no: number;
  started_at: Date;
  duration_ms: number;
  succeeded: boolean;
  response_status: number | null;
  response_body: string;
  error: string | null;
}

declare module '../../db/schema' {
  interface Database {
    webhook_subscription: WebhookSubscriptionTable;
    webhook_event: WebhookEventTable;
    webhook_delivery: WebhookDeliveryTable;
    webhook_attempt: WebhookAttemptTable;
  }
}
