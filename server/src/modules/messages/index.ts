/**
 * The messages module: what reaches members outside the portal. Each member's channels per kind (消息设置), the
 * outbox the notifications module writes in the notice's own transaction (`enqueueNoticeMessages`), the worker
 * every app server runs (SMS through `ctx.sms`, e-mail through `ctx.mail`), the daily digest and 消息记录.
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../ctx';
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
  const worker = await startMessageWorker(ctx);
  app.addHook('onClose', () => worker.stop());
}
