import { sql } from 'kysely';
import type { Db, Executor } from '../../db/schema';

/** The delivery worker's SQL: claims, outcomes. Every time here is the database's (`now()`), shared by all servers. */

export interface Claimed {
  id: number;
  supplier_id: number;
  attempts: number;
  event_id: string;
  body: string;
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` due deliveries for `worker` until `leaseMs` from now. `FOR UPDATE SKIP LOCKED` lets
 * several servers claim at once without taking the same row; the lease makes a dead server's claims due again.
 */
export async function claimDue(db: Executor, worker: string, leaseMs: number, limit: number, exclude: number[]): Promise<Claimed[]> {
  const notMine = exclude.length ? sql`and d.id not in (${sql.join(exclude)})` : sql``;
  const { rows } = await sql<Claimed>`
    with due as (
      select d.id from webhook_delivery d
      join webhook_subscription s on s.id = d.subscription_id and s.enabled
      where d.status = 'pending' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until <= now()) ${notMine}
      order by d.next_attempt_at, d.id
      limit ${limit}
      for update of d skip locked
    ), claimed as (
      update webhook_delivery d set locked_until = now() + ${leaseMs} * interval '1 millisecond', locked_by = ${worker}
      from due where d.id = due.id
      returning d.id, d.supplier_id, d.attempts, d.event_id, d.subscription_id
    )
    select c.id, c.supplier_id, c.attempts, c.event_id, e.body, s.url, s.secret
    from claimed c join webhook_event e on e.id = c.event_id join webhook_subscription s on s.id = c.subscription_id
    order by c.id`.execute(db);
  return rows;
}

export interface Outcome {
  succeeded: boolean;
  responseStatus: number | null;
  responseBody: string;
  error: string | null;
  startedAt: Date;
  durationMs: number;
  /** Wait before the next attempt when this one failed. */
  retryInMs: number;
  /** A failure after which the next attempt would fall outside this window (from the delivery's creation) is final. */
  windowMs: number;
}

/**
 * Records the attempt and its outcome (one transaction), if the claim is still this worker's (a claim that outlived its lease was
 * taken over and is the other worker's to record). Returns whether it was.
 */
export async function recordOutcome(db: Db, worker: string, c: Claimed, o: Outcome): Promise<boolean> {
  return db.transaction().execute((trx) => record(trx, worker, c, o));
}

async function record(db: Executor, worker: string, c: Claimed, o: Outcome): Promise<boolean> {
  const status = o.succeeded
    ? sql<string>`'succeeded'`
    : sql<string>`case when now() + ${o.retryInMs} * interval '1 millisecond' > created_at + ${o.windowMs} * interval '1 millisecond' then 'failed' else 'pending' end`;
  const updated = await db
    .updateTable('webhook_delivery')
    .set({
      status,
      attempts: sql`attempts + 1`,
      response_status: o.responseStatus,
      last_attempt_at: sql`now()`,
      next_attempt_at: o.succeeded ? sql`next_attempt_at` : sql`now() + ${o.retryInMs} * interval '1 millisecond'`,
      locked_until: null,
      locked_by: null,
    })
    .where('id', '=', c.id)
    .where('locked_by', '=', worker)
    .where('status', '=', 'pending')
    .returning('attempts')
    .executeTakeFirst();
  if (!updated) return false;
  await db
    .insertInto('webhook_attempt')
    .values({
      delivery_id: c.id,
      supplier_id: c.supplier_id,
      attempt_no: updated.attempts,
      started_at: o.startedAt,
      duration_ms: o.durationMs,
      succeeded: o.succeeded,
      response_status: o.responseStatus,
      response_body: o.responseBody,
      error: o.error,
    })
    .execute();
  return true;
}

/** Gives claims back at once (a clean shutdown), so another server need not wait out the lease. */
export async function release(db: Executor, worker: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_delivery')
    .set({ locked_until: null, locked_by: null })
    .where('id', 'in', ids)
    .where('locked_by', '=', worker)
    .where('status', '=', 'pending')
    .execute();
}

/** Milliseconds until the next delivery falls due (a retry, or a claim whose lease ends), or null when none is pending. */
export async function msUntilNextDue(db: Executor): Promise<number | null> {
  const { rows } = await sql<{ ms: number | string | null }>`
    select extract(epoch from (min(greatest(d.next_attempt_at, coalesce(d.locked_until, d.next_attempt_at))) - now())) * 1000 as ms
    from webhook_delivery d join webhook_subscription s on s.id = d.subscription_id and s.enabled
    where d.status = 'pending'`.execute(db);
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Math.max(0, Number(ms));
}

/** Deliveries not yet delivered nor given up on, and how long the oldest has waited (seconds, by the database's clock). */
export async function pendingBacklog(db: Executor): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const { rows } = await sql<{ pending: number | string; oldest: number | string | null }>`
    select count(*) as pending, extract(epoch from now() - min(created_at)) as oldest
    from webhook_delivery where status = 'pending'`.execute(db);
  const row = rows[0];
  return { pending: Number(row?.pending ?? 0), oldestAgeSeconds: row?.oldest == null ? 0 : Math.max(0, Number(row.oldest)) };
}

/** The supplier's enabled subscriptions that name the event. */
export function subscribersOf(trx: Executor, supplierId: number, type: string) {
  return trx
    .selectFrom('webhook_subscription')
    .select('id')
    .where('supplier_id', '=', supplierId)
    .where('enabled', '=', true)
    .where(sql<boolean>`${type} = any(events)`)
    .execute();
}

/** The event and one pending delivery per subscription; the workers hear of it when the transaction commits. */
export async function insertEvent(
  trx: Executor,
  e: { id: string; supplierId: number; type: string; body: string; at: Date },
  subscriptionIds: number[],
  channel: string,
): Promise<void> {
  await trx
    .insertInto('webhook_event')
    .values({ id: e.id, supplier_id: e.supplierId, type: e.type, body: e.body, created_at: e.at })
    .execute();
  await trx
    .insertInto('webhook_delivery')
    .values(subscriptionIds.map((id) => ({ supplier_id: e.supplierId, subscription_id: id, event_id: e.id })))
    .execute();
  await sql`select pg_notify(${channel}, '')`.execute(trx);
}
