import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@contract/webhooks.meta';
import type { CoreCtx } from '../../ctx';
import { processHub } from '../../db/process-hub';
import type { Executor } from '../../db/schema';
import { isoTime } from '../../lib/time';
import { insertEvent, subscribersOf } from './queue-repo';

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
export async function emitWebhook(ctx: Pick<CoreCtx, 'db' | 'clock'>, trx: Executor, e: WebhookEmit): Promise<void> {
  const subscriptions = await subscribersOf(trx, e.supplierId, e.type);
  if (subscriptions.length === 0) return;
  const at = ctx.clock();
  const id = `msg_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({ type: e.type, timestamp: isoTime(at), data: e.data });
  await insertEvent(
    trx,
    { id, supplierId: e.supplierId, type: e.type, body, at },
    subscriptions.map((s) => s.id),
    WEBHOOK_CHANNEL,
  );
  wakeHub(ctx.db).emit('wake');
}

/** What a module that reports changes needs: `emit` inside its transaction. Absent (seed, some tests): nothing is sent. */
export interface WebhookPort {
  emit(trx: Executor, e: WebhookEmit): Promise<void>;
}
