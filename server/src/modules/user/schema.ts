import type { Generated } from 'kysely';

/** Proof that a session's user confirmed their old phone: the phone change's middle step (migration 0012). */
export interface PhoneChangeStepTable {
  id: Generated<number>;
  user_id: number;
  session_id: string;
  /** sha256 of the step token handed to the client; the token itself is never stored. */
  token_hash: string;
  old_phone: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

declare module '../../db/schema' {
  interface Database {
    phone_change_step: PhoneChangeStepTable;
  }
}

/** A code that proves the user reads an e-mail address (migration 0024): hashed like SMS codes, single use. */
export interface EmailCodeTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: Generated<number>;
  consumed_at: Date | null;
}

declare module '../../db/schema' {
  interface Database {
    email_code: EmailCodeTable;
  }
}
