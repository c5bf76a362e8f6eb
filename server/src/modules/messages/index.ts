/**
 * The messages module: what reaches members outside the portal. Each member's channels per kind (消息设置), the
 * outbox the notifications module writes in the notice's own transaction (`enqueueNoticeMessages`), the worker
 * every app server runs (SMS through `ctx.sms`, e-mail through `ctx.mail`), the daily digest and 消息记录.
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../ctx';
import { Gauge } from 'prom-client';
import { pendingBacklog } from './repo';
import { startMessageWorker } from './worker';

export { enqueueNoticeMessages, type WrittenNotice } from './enqueue';
export { channelsOfUsers, type Channels } from './preferences';
export { createMailer, LogMailer, SmtpMailer, type MailMessage, type MailResult, type Mailer } from './mailer';
export { renderEmail } from './content';
export { sendDueDigests } from './digest';
export { messageRoutes } from './routes';
export { deleteFinishedBefore as purgeFinishedMessages } from './repo';

/** This server's message worker, stopped when the app closes (before the database is). */
export async function installMessages(app: FastifyInstance, ctx: Ctx): Promise<void> {
  installBacklogMetrics(ctx);
  const worker = await startMessageWorker(ctx);
  app.addHook('onClose', () => worker.stop());
}

/** The outbox's backlog on /metrics, read from the database on each scrape (one query for both gauges). */
function installBacklogMetrics(ctx: Ctx): void {
  let reading: Promise<{ pending: number; oldestAgeSeconds: number }> | null = null;
  // The two gauges' collects run together on a scrape: they share one query.
  const read = () => (reading ??= pendingBacklog(ctx.db).finally(() => (reading = null)));
  const unavailable = { pending: Number.NaN, oldestAgeSeconds: Number.NaN };
  new Gauge({
    name: 'message_outbox_pending',
    help: 'SMS and e-mail messages waiting in the outbox to be sent (not yet sent nor given up on)',
    registers: [ctx.metrics],
    async collect() {
      this.set((await read().catch(() => unavailable)).pending);
    },
  });
  new Gauge({
    name: 'message_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest message waiting in the outbox (0 when none)',
    registers: [ctx.metrics],
    async collect() {
      this.set((await read().catch(() => unavailable)).oldestAgeSeconds);
    },
  });
}
