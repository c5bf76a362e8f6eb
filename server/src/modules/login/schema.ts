import type { Generated, Selectable } from 'kysely';
import type { Timestamp, CreatedAt, UpdatedAt } from '../../db/schema';

/** The tables this module owns; db/schema.ts's Database is the sum of every module's schema.ts. */

export interface AppUserTable {
  id: Generated<number>;
  phone: string;
  user_name: string;
  disabled_at: Date | null;
  /** The verified e-mail address notices may go to (migration 0024); null until one is verified. */
  email: Generated<string | null>;
  email_verified_at: Generated<Date | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ChannelTable {
  sid: string;
  sourcecode: string | null;
  expired_at: Date | null;
  created_at: Timestamp;
}

export interface UserSessionTable {
  id: string;
  user_id: number;
  /** The phone at login: a later change of the account's phone ends the session (E000021). */
  phone: string;
  /** The supplier the user belonged to at login: losing that membership ends the session (E000022). */
  supplier_id: number | null;
  sid: string | null;
  sourcecode: string | null;
  client_ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  /** Absolute end of the session: refresh stops working here however often it rotated. */
  refresh_expires_at: Timestamp;
  revoked_at: Date | null;
  revoke_reason: string | null;
  /** Access tokens name the generation they were signed in; ops expire-tokens raises it, expiring them at once. */
  token_generation: Generated<number>;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  used_at: Date | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Date | null;
  client_ip: string | null;
  /** What the code is for (CODE_SCENES in contract/user.meta.ts); it confirms only that. */
  scene: string;
}

export interface SmsPhoneCounterTable {
  phone: string;
  last_sent_at: Timestamp;
  day: string;
  day_count: number;
}

export type AppUser = Selectable<AppUserTable>;
export type UserSession = Selectable<UserSessionTable>;

declare module '../../db/schema' {
  interface Database {
    app_user: AppUserTable;
    channel: ChannelTable;
    user_session: UserSessionTable;
    refresh_token: RefreshTokenTable;
    sms_code: SmsCodeTable;
    sms_phone_counter: SmsPhoneCounterTable;
  }
}
