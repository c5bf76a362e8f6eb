/**
 * The webhooks module: a supplier's subscriptions, the outbox other modules write their changes to
 * (`emit(trx, …)` inside the change's own transaction), and the delivery worker every app server runs.
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../ctx';
import type { Db } from '../../db/schema';
import { pendingBacklog } from './queue-repo';
import { DEFAULT_WEBHOOK_SETTINGS } from './settings';
import { startWebhookWorker } from './worker';

export { emitWebhook, type WebhookEmit, type WebhookPort } from './outbox';
export { webhookRoutes } from './routes';
export { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './settings';
export { sign as signWebhook } from './sender';
export { checkWebhookUrl, isForbiddenAddress, systemLookup, type Lookup } from './url-guard';
export { deleteFinishedBefore as purgeFinishedDeliveries } from './repo';

/** The outbox's backlog for /metrics: pending deliveries and the oldest one's age in seconds (0 when none). */
export const webhookBacklog = (db: Db) => pendingBacklog(db);

/** This server's delivery worker, stopped when the app closes (before the database is). */
export async function installWebhookWorker(app: FastifyInstance, ctx: Ctx): Promise<void> {
  const worker = await startWebhookWorker({
    db: ctx.db,
    databaseUrl: ctx.config.databaseUrl,
    settings: ctx.config.webhooks ?? DEFAULT_WEBHOOK_SETTINGS,
    lookup: ctx.webhookLookup,
    log: app.log,
  });
  app.addHook('onClose', () => worker.stop());
}
