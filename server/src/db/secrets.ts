import { randomBytes } from 'node:crypto';
import type { Executor } from './schema';

export interface Secrets {
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array;
  /** HMAC key for login codes at rest: a leaked table alone does not reveal live codes. */
  codeKey: Buffer;
}

/**
 * Reads a secret from app_meta, creating it on first use. ON CONFLICT DO NOTHING + re-read makes the first
 * start of several app servers agree on one value.
 */
async function getOrCreate(db: Executor, key: string): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key, value: randomBytes(48).toString('base64url'), updated_at: new Date() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}

export async function loadSecrets(db: Executor, jwtSecret: string | undefined): Promise<Secrets> {
  const jwt = jwtSecret ?? (await getOrCreate(db, 'jwt_secret'));
  const code = await getOrCreate(db, 'code_hmac_key');
  return { jwtKey: new TextEncoder().encode(jwt), codeKey: Buffer.from(code, 'utf8') };
}
