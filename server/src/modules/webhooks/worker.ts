import type { FastifyBaseLogger } from 'fastify';
import { startOutboxWorker, type OutboxWorker } from '../../db/outbox-worker';
import type { Db } from '../../db/schema';
import { WEBHOOK_CHANNEL, wakeHub } from './outbox';
import { claimDue, msUntilNextDue, recordOutcome, release, type Claimed } from './queue-repo';
import { send } from './sender';
import { leaseMsOf, retryDelayMs, RETRY_WINDOW_MS, type WebhookSettings } from './settings';
import type { Lookup } from './url-guard';

const MAX_IN_FLIGHT = 8;

export type WebhookWorker = OutboxWorker;

/** Every app server runs one (the shared outbox loop): claims due deliveries, sends them, records each attempt. */
export function startWebhookWorker(o: {
  db: Db;
  databaseUrl?: string;
  settings: WebhookSettings;
  lookup: Lookup;
  log: FastifyBaseLogger;
}): Promise<WebhookWorker> {
  const { db, settings } = o;
  const leaseMs = leaseMsOf(settings);
  return startOutboxWorker<Claimed>({
    name: 'webhook',
    hub: wakeHub(db),
    databaseUrl: o.databaseUrl,
    channel: WEBHOOK_CHANNEL,
    pollMs: settings.pollMs,
    maxInFlight: MAX_IN_FLIGHT,
    log: o.log,
    queue: {
      claim: (worker, limit, exclude) => claimDue(db, worker, leaseMs, limit, exclude),
      release: (worker, ids) => release(db, worker, ids),
      msUntilNextDue: () => msUntilNextDue(db),
      async deliver(worker, c, signal) {
        const result = await send(
          { url: c.url, secret: c.secret },
          { id: c.event_id, body: c.body },
          { timeoutMs: settings.timeoutMs, allowPrivate: settings.allowPrivate, lookup: o.lookup, signal },
        );
        // Aborted by shutdown: not an attempt; the claim is given back by the loop.
        if (signal.aborted && !result.succeeded && result.responseStatus === null) return;
        await recordOutcome(db, worker, c, { ...result, retryInMs: retryDelayMs(settings, c.attempts + 1), windowMs: RETRY_WINDOW_MS });
      },
    },
  });
}
