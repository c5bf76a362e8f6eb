import { sql } from 'kysely';
import type { Executor } from '../../db/schema';

/** The message worker's SQL: claims and outcomes. Every time here is the database's (`now()`), shared by all servers. */

export interface ClaimedMessage {
  id: number;
  kind: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  attempts: number;
}

/** Claims up to `limit` due messages for `worker` until `leaseMs` from now (`FOR UPDATE SKIP LOCKED` + a lease). */
export async function claimDue(db: Executor, worker: string, leaseMs: number, limit: number, exclude: number[]): Promise<ClaimedMessage[]> {
  const notMine = exclude.length ? sql`and m.id not in (${sql.join(exclude)})` : sql``;
  const { rows } = await sql<ClaimedMessage>`
    with due as (
      select m.id from message_outbox m
      where m.status = 'pending' and m.next_attempt_at <= now() and (m.locked_until is null or m.locked_until <= now()) ${notMine}
      order by m.next_attempt_at, m.id
      limit ${limit}
      for update skip locked
    )
    update message_outbox m set locked_until = now() + ${leaseMs} * interval '1 millisecond', locked_by = ${worker}
    from due where m.id = due.id
    returning m.id, m.kind, m.channel, m.recipient, m.subject, m.body, m.link, m.attempts`.execute(db);
  return rows.sort((a, b) => a.id - b.id);
}

export interface MessageOutcome {
  ok: boolean;
  /** A failure that no retry can mend (a refused address, a template the provider rejects). */
  final: boolean;
  providerAnswer: string;
  retryInMs: number;
  /** A failure after which the next attempt would fall outside this window (from the message's creation) is final. */
  windowMs: number;
}

/** Records an attempt's outcome if the claim is still this worker's (one that outlived its lease is another's). */
export async function recordOutcome(db: Executor, worker: string, id: number, o: MessageOutcome): Promise<boolean> {
  const status = o.ok
    ? sql<string>`'sent'`
    : o.final
      ? sql<string>`'failed'`
      : sql<string>`case when now() + ${o.retryInMs} * interval '1 millisecond' > created_at + ${o.windowMs} * interval '1 millisecond' then 'failed' else 'pending' end`;
  const updated = await db
    .updateTable('message_outbox')
    .set({
      status: status as never,
      attempts: sql`attempts + 1`,
      provider_answer: o.providerAnswer.slice(0, 1000),
      last_attempt_at: sql`now()`,
      next_attempt_at: o.ok ? sql`next_attempt_at` : sql`now() + ${o.retryInMs} * interval '1 millisecond'`,
      locked_until: null,
      locked_by: null,
    })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

/** Gives claims back at once (a clean shutdown), so another server need not wait out the lease. */
export async function release(db: Executor, worker: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('message_outbox')
    .set({ locked_until: null, locked_by: null })
    .where('id', 'in', ids)
    .where('locked_by', '=', worker)
    .where('status', '=', 'pending')
    .execute();
}

/** Milliseconds until the next message falls due (a retry, or a claim whose lease ends), or null when none is pending. */
export async function msUntilNextDue(db: Executor): Promise<number | null> {
  const { rows } = await sql<{ ms: number | string | null }>`
    select extract(epoch from (min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now())) * 1000 as ms
    from message_outbox where status = 'pending'`.execute(db);
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Math.max(0, Number(ms));
}
