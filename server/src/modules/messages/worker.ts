import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '../../config';
import type { Ctx } from '../../ctx';
import { startOutboxWorker, type OutboxWorker } from '../../db/outbox-worker';
import { renderEmail, smsTemplateOf } from './content';
import { sendDueDigests } from './digest';
import { MESSAGE_CHANNEL, messageHub } from './enqueue';
import { claimDue, msUntilNextDue, recordOutcome, release, type ClaimedMessage } from './queue-repo';

const MAX_IN_FLIGHT = 8;
/** Retries stop this long after the message was written: it is then failed. */
export const MESSAGE_RETRY_WINDOW_MS = 24 * 3600_000;
const MAX_RETRY_DELAY_MS = 3600_000;
/** The digest job looks at most this often (each look is one query). */
const DIGEST_CHECK_MS = 60_000;

type Attempt = { ok: true; providerAnswer: string } | { ok: false; retryable: boolean; message: string; providerAnswer: string };

export const messageSettingsOf = (ctx: Ctx): MessageSettings => ctx.config.messages ?? DEFAULT_MESSAGE_SETTINGS;

/** The wait after the `attempt`-th failed attempt (1, 2, …): doubling from the base, at most an hour. */
export const messageRetryDelayMs = (s: MessageSettings, attempt: number) =>
  Math.min(s.retryBaseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);

/** One attempt through the SMS provider or the mail server; no answer within the timeout is a retryable failure. */
async function attempt(ctx: Ctx, m: ClaimedMessage, settings: MessageSettings, signal: AbortSignal): Promise<Attempt | null> {
  const sending: Promise<Attempt> =
    m.channel === 'sms'
      ? ctx.sms.sendNotice(m.recipient, smsTemplateOf(m.kind), [m.subject])
      : ctx.mail.send(renderEmail({ to: m.recipient, subject: m.subject, body: m.body, link: m.link }, settings.portalUrl));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Attempt>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, retryable: true, message: 'timeout', providerAnswer: `无应答（${settings.timeoutMs} 毫秒）` }),
      settings.timeoutMs,
    );
  });
  const aborted = new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true }));
  try {
    return await Promise.race([
      sending.catch((err: unknown): Attempt => ({
        ok: false,
        retryable: true,
        message: String(err),
        providerAnswer: err instanceof Error ? err.message : String(err),
      })),
      timedOut,
      aborted,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every app server runs one (the shared outbox loop): claims due messages, sends them, records each outcome; and the daily digest. */
export function startMessageWorker(ctx: Ctx): Promise<OutboxWorker> {
  const settings = messageSettingsOf(ctx);
  const leaseMs = Math.max(settings.leaseMs, settings.timeoutMs + 1000);
  let lastDigestCheck = -Infinity;
  return startOutboxWorker<ClaimedMessage>({
    name: 'message',
    hub: messageHub,
    databaseUrl: ctx.config.databaseUrl,
    channel: MESSAGE_CHANNEL,
    pollMs: settings.pollMs,
    maxInFlight: MAX_IN_FLIGHT,
    log: ctx.log,
    async beforeRound() {
      const now = ctx.clock().getTime();
      if (now - lastDigestCheck < DIGEST_CHECK_MS) return;
      lastDigestCheck = now;
      await sendDueDigests(ctx);
    },
    queue: {
      claim: (worker, limit, exclude) => claimDue(ctx.db, worker, leaseMs, limit, exclude),
      release: (worker, ids) => release(ctx.db, worker, ids),
      msUntilNextDue: () => msUntilNextDue(ctx.db),
      async deliver(worker, m, signal) {
        const result = await attempt(ctx, m, settings, signal);
        // Aborted by shutdown: not an attempt; the claim is given back by the loop.
        if (result === null) return;
        await recordOutcome(ctx.db, worker, m.id, {
          ok: result.ok,
          final: !result.ok && !result.retryable,
          providerAnswer: result.providerAnswer || (result.ok ? '' : result.message),
          retryInMs: messageRetryDelayMs(settings, m.attempts + 1),
          windowMs: MESSAGE_RETRY_WINDOW_MS,
        });
      },
    },
  });
}
