import type { ColumnType, Generated } from 'kysely';

/** The tables this module owns (migration 0024); db/schema.ts's Database is the sum of every module's schema.ts. */

export interface MessagePreferenceTable {
  user_id: number;
  /** MESSAGE_KINDS in contract/notifications.meta.ts. */
  kind: string;
  sms: boolean;
  email: boolean;
  updated_at: Date;
}

export interface MessageOutboxTable {
  id: Generated<number>;
  supplier_id: number | null;
  user_id: number;
  notice_id: number | null;
  kind: string;
  channel: 'sms' | 'email';
  /** The phone or e-mail address, as it was when the message was written. */
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  digest_day: string | null;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  provider_answer: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  next_attempt_at: Generated<Date>;
  last_attempt_at: Date | null;
  locked_until: Date | null;
  locked_by: string | null;
}

export interface MessageDigestItemTable {
  id: Generated<number>;
  user_id: number;
  supplier_id: number | null;
  /** The Beijing date of the 18:00 digest it goes into. */
  digest_day: string;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
}

declare module '../../db/schema' {
  interface Database {
    message_preference: MessagePreferenceTable;
    message_outbox: MessageOutboxTable;
    message_digest_item: MessageDigestItemTable;
  }
}
