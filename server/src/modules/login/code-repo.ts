import { sql } from 'kysely';
import type { Executor } from '../../db/schema';

export interface PhoneCounter {
  last_sent_at: Date;
  day: string;
  day_count: number;
}

/**
 * Records a send for `phone` if both the resend interval and the daily limit allow it, atomically: two
 * concurrent sends for one phone cannot both pass. Returns the day's count, or null when refused.
 */
export async function claimSend(
  db: Executor,
  phone: string,
  now: Date,
  day: string,
  rules: { resendIntervalSeconds: number; dailyLimitPerPhone: number },
): Promise<number | null> {
  const earliest = new Date(now.getTime() - rules.resendIntervalSeconds * 1000);
  const row = await db
    .insertInto('sms_phone_counter')
    .values({ phone, last_sent_at: now, day, day_count: 1 })
    .onConflict((oc) =>
      oc
        .column('phone')
        .doUpdateSet({
          last_sent_at: now,
          day,
          day_count: sql`case when sms_phone_counter.day = ${day} then sms_phone_counter.day_count + 1 else 1 end`,
        })
        .where('sms_phone_counter.last_sent_at', '<=', earliest)
        .where((eb) => eb.or([eb('sms_phone_counter.day', '<>', day), eb('sms_phone_counter.day_count', '<', rules.dailyLimitPerPhone)])),
    )
    .returning('day_count')
    .executeTakeFirst();
  return row?.day_count ?? null;
}

export async function getPhoneCounter(db: Executor, phone: string): Promise<PhoneCounter | undefined> {
  return db.selectFrom('sms_phone_counter').select(['last_sent_at', 'day', 'day_count']).where('phone', '=', phone).executeTakeFirst();
}

/**
 * Takes back a `claimSend` whose code was never sent: it counts neither towards the day nor as the last send, so the
 * phone may be sent a code at once.
 */
export async function unclaimSend(db: Executor, phone: string, now: Date, day: string, resendIntervalSeconds: number): Promise<void> {
  await db
    .updateTable('sms_phone_counter')
    .set({ day_count: sql`day_count - 1`, last_sent_at: new Date(now.getTime() - resendIntervalSeconds * 1000) })
    .where('phone', '=', phone)
    .where('day', '=', day)
    .where('last_sent_at', '=', now)
    .where('day_count', '>', 0)
    .execute();
}

/** A code sent replaces the earlier ones of its scene (ids below `newId`): only the latest code sent to a phone can log in. */
export async function retireLiveCodes(db: Executor, phone: string, scene: string, now: Date, newId: number): Promise<void> {
  await db
    .updateTable('sms_code')
    .set({ consumed_at: now })
    .where('phone', '=', phone)
    .where('scene', '=', scene)
    .where('id', '<', newId)
    .where('consumed_at', 'is', null)
    .execute();
}

export async function insertCode(
  db: Executor,
  code: { phone: string; scene: string; code_hash: string; created_at: Date; expires_at: Date; client_ip: string | null },
): Promise<number> {
  const row = await db.insertInto('sms_code').values(code).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCode(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('sms_code').where('id', '=', id).execute();
}

/** The newest of the phone's codes for `scene` (one row). */
const newestCodes = (db: Executor, phone: string, scene: string) =>
  db
    .selectFrom('sms_code')
    .where('phone', '=', phone)
    .where('scene', '=', scene)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1);

/** The phone's live code for `scene`, locked so concurrent guesses count one by one. */
export async function lockLiveCode(db: Executor, phone: string, scene: string) {
  return newestCodes(db, phone, scene)
    .select(['id', 'code_hash', 'expires_at', 'attempts'])
    .where('consumed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** The phone's latest code for `scene`, live or not. */
export async function latestCode(db: Executor, phone: string, scene: string) {
  return newestCodes(db, phone, scene).select(['code_hash', 'expires_at', 'attempts', 'consumed_at']).executeTakeFirst();
}

export async function recordWrongAttempt(db: Executor, id: number, attempts: number, killedAt: Date | null): Promise<void> {
  await db.updateTable('sms_code').set({ attempts, consumed_at: killedAt }).where('id', '=', id).execute();
}

export async function consumeCode(db: Executor, id: number, now: Date): Promise<void> {
  await db.updateTable('sms_code').set({ consumed_at: now }).where('id', '=', id).execute();
}
