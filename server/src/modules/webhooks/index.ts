/**
 * The webhooks module: a supplier's subscriptions, the outbox other modules write their changes to
 * (`outbox.emit(trx, …)` inside the change's own transaction), and the delivery worker every app server runs.
 */
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../http/auth';
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { WebhookOutbox } from './outbox';
import { pendingBacklog } from './queue-repo';
import { webhookRoutes } from './routes';
import { createWebhookService } from './service';
import type { WebhookSettings } from './settings';
import { systemLookup, type Lookup } from './url-guard';
import { startWebhookWorker } from './worker';

export { createWebhookOutbox, type WebhookEmit, type WebhookOutbox } from './outbox';
export { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './settings';
export { sign as signWebhook } from './sender';
export { checkWebhookUrl, isForbiddenAddress, type Lookup } from './url-guard';
export { deleteFinishedBefore as purgeFinishedDeliveries } from './repo';

/** The outbox's backlog for /metrics: pending deliveries and the oldest one's age in seconds (0 when none). */
export const webhookBacklog = (db: Db) => pendingBacklog(db);

/** What a module that reports changes needs: `emit` inside its transaction. Absent (seed, some tests): nothing is sent. */
export type WebhookPort = Pick<WebhookOutbox, 'emit'>;

/** The routes and this server's delivery worker, stopped when the app closes (before the database is). */
export async function installWebhooks(
  app: FastifyInstance,
  authenticate: Authenticator,
  o: { db: Db; clock: Clock; databaseUrl?: string; settings: WebhookSettings; lookup?: Lookup; worker?: boolean },
): Promise<void> {
  const lookup = o.lookup ?? systemLookup;
  const worker =
    o.worker === false
      ? null
      : await startWebhookWorker({ db: o.db, databaseUrl: o.databaseUrl, settings: o.settings, lookup, log: app.log });
  if (worker) app.addHook('onClose', () => worker.stop());
  webhookRoutes(
    app,
    authenticate,
    createWebhookService({ db: o.db, clock: o.clock, settings: o.settings, lookup, wake: () => worker?.wake() }),
  );
}
