import { sql } from 'kysely';
import type { MessageChannel, MessageStatus } from '@contract/notifications.meta';
import type { Executor } from '../../db/schema';
import './schema';

/** Preferences, outbox rows and digest items: this module's tables only. */

export function preferencesOf(db: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('message_preference')
    .select(['user_id', 'kind', 'sms', 'email'])
    .where('user_id', '=', sql<number>`any(${[...new Set(userIds)]})`)
    .execute();
}

export async function savePreference(
  db: Executor,
  p: { userId: number; kind: string; sms: boolean; email: boolean; now: Date },
): Promise<void> {
  const values = { sms: p.sms, email: p.email, updated_at: p.now };
  await db
    .insertInto('message_preference')
    .values({ user_id: p.userId, kind: p.kind, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values))
    .execute();
}

export interface OutboxDraft {
  supplier_id: number | null;
  user_id: number;
  notice_id: number | null;
  kind: string;
  channel: MessageChannel;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  digest_day?: string | null;
  status?: 'pending' | 'failed';
  provider_answer?: string | null;
}

export async function insertOutbox(db: Executor, rows: OutboxDraft[]): Promise<number> {
  if (rows.length === 0) return 0;
  return (await db.insertInto('message_outbox').values(rows).returning('id').execute()).length;
}

/** A digest row per member and day: the unique index makes a second attempt (another server, a rerun) a no-op. */
export async function insertDigest(db: Executor, row: OutboxDraft & { digest_day: string }): Promise<boolean> {
  const result = await db
    .insertInto('message_outbox')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'digest_day']).where('digest_day', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

export async function insertDigestItems(
  db: Executor,
  rows: {
    user_id: number;
    supplier_id: number | null;
    digest_day: string;
    title: string;
    body: string;
    link: string | null;
    created_at: Date;
  }[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('message_digest_item').values(rows).execute();
}

/** (member, day) pairs with items for a day up to `lastDay` whose digest is not written yet. */
export function digestsDue(db: Executor, lastDay: string) {
  return db
    .selectFrom('message_digest_item as i')
    .select(['i.user_id', 'i.digest_day'])
    .where('i.digest_day', '<=', lastDay)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('message_outbox as o')
            .select('o.id')
            .whereRef('o.user_id', '=', 'i.user_id')
            .whereRef('o.digest_day', '=', 'i.digest_day'),
        ),
      ),
    )
    .groupBy(['i.user_id', 'i.digest_day'])
    .orderBy('i.digest_day')
    .orderBy('i.user_id')
    .limit(500)
    .execute();
}

export function digestItems(db: Executor, userId: number, day: string) {
  return db
    .selectFrom('message_digest_item')
    .select(['supplier_id', 'title', 'body', 'link', 'created_at'])
    .where('user_id', '=', userId)
    .where('digest_day', '=', day)
    .orderBy('id')
    .execute();
}

export interface LogFilter {
  supplierId: number;
  channel?: MessageChannel;
  status?: MessageStatus;
}

function logScope(db: Executor, f: LogFilter) {
  let q = db.selectFrom('message_outbox').where('supplier_id', '=', f.supplierId);
  if (f.channel) q = q.where('channel', '=', f.channel);
  if (f.status) q = q.where('status', '=', f.status);
  return q;
}

export async function countLog(db: Executor, f: LogFilter): Promise<number> {
  const row = await logScope(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function pageLog(db: Executor, f: LogFilter, range: { offset: number; limit: number }) {
  return logScope(db, f)
    .select([
      'id',
      'user_id',
      'kind',
      'channel',
      'recipient',
      'subject',
      'status',
      'attempts',
      'provider_answer',
      'created_at',
      'last_attempt_at',
    ])
    .orderBy('id', 'desc')
    .offset(range.offset)
    .limit(range.limit)
    .execute();
}

/** Retention: finished messages and digest items older than `before`. */
export async function deleteFinishedBefore(db: Executor, before: Date): Promise<number> {
  await db.deleteFrom('message_digest_item').where('created_at', '<', before).execute();
  const r = await db.deleteFrom('message_outbox').where('status', '<>', 'pending').where('created_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The outbox's backlog for /metrics: messages still to send, and how long the oldest has waited. */
export async function pendingBacklog(db: Executor): Promise<{ pending: number; oldestAgeSeconds: number }> {
  // The database's clock, as the outbox's scheduling uses.
  const row = await db
    .selectFrom('message_outbox')
    .where('status', '=', 'pending')
    .select([sql<string>`count(*)`.as('pending'), sql<string>`coalesce(extract(epoch from now() - min(created_at)), 0)`.as('oldest')])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), oldestAgeSeconds: Math.max(0, Number(row.oldest)) };
}
