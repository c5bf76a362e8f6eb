import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { WebhookEvent } from '@contract/webhooks.meta';
import { processHub } from '../../db/process-hub';
import type { Db, Executor } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isoTime } from '../../lib/time';

/** The PostgreSQL channel the delivery workers LISTEN on; NOTIFY inside a transaction is delivered at its commit. */
export const WEBHOOK_CHANNEL = 'webhook_delivery';

/**
 * Wakes this process's delivery worker (PGlite is one process): a wake sent inside the writing transaction
 * reaches the worker at once, and its claim waits for the single connection, i.e. for the commit.
 */
export const wakeHub = (db: object) => processHub(db);

/** What a change reports: the supplier it belongs to (the only one that hears of it), the event and its data. */
export interface WebhookEmit {
  supplierId: number;
  type: WebhookEvent;
  /** Ids as strings, money in integer fen, times ISO 8601: the subscribing supplier's own data only. */
  data: Record<string, unknown>;
}

/**
 * Writes an event to the outbox inside the caller's transaction: one delivery for each enabled subscription of
 * the supplier that names the event. A change that rolls back leaves none; one that commits is delivered even if
 * this process dies right after (any app server's worker picks it up).
 */
export function createWebhookOutbox({ db, clock }: { db: Db; clock: Clock }) {
  async function emit(trx: Executor, e: WebhookEmit): Promise<void> {
    const subscriptions = await trx
      .selectFrom('webhook_subscription')
      .select('id')
      .where('supplier_id', '=', e.supplierId)
      .where('enabled', '=', true)
      .where(sql<boolean>`${e.type} = any(events)`)
      .execute();
    if (subscriptions.length === 0) return;
    const at = clock();
    const id = `msg_${randomUUID().replaceAll('-', '')}`;
    const body = JSON.stringify({ type: e.type, timestamp: isoTime(at), data: e.data });
    await trx.insertInto('webhook_event').values({ id, supplier_id: e.supplierId, type: e.type, body, created_at: at }).execute();
    await trx
      .insertInto('webhook_delivery')
      .values(subscriptions.map((s) => ({ supplier_id: e.supplierId, subscription_id: s.id, event_id: id })))
      .execute();
    await sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`.execute(trx);
    wakeHub(db).emit('wake');
  }
  return { emit };
}

export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;
