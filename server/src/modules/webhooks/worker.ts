import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/schema';
import { WEBHOOK_CHANNEL, wakeHub } from './outbox';
import { claimDue, msUntilNextDue, recordOutcome, release, type Claimed } from './queue-repo';
import { send } from './sender';
import { leaseMsOf, retryDelayMs, RETRY_WINDOW_MS, type WebhookSettings } from './settings';
import type { Lookup } from './url-guard';

const MAX_IN_FLIGHT = 8;
/** On stop, deliveries in flight get this long to finish; then they are aborted and their claims given back. */
const STOP_GRACE_MS = 2000;
const MIN_DELAY_MS = 20;

export interface WebhookWorker {
  /** Looks for due deliveries now (besides NOTIFY and the poll). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Wakes on NOTIFY (PostgreSQL: a dedicated LISTEN connection that reconnects with backoff) or the in-process hub
 * (PGlite); a missed wake-up is covered by the timer, set to the next due retry or lease end, at most `pollMs`.
 */
async function listen(db: Db, databaseUrl: string | undefined, onWake: () => void, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const hub = wakeHub(db);
  hub.on('wake', onWake);
  if (!databaseUrl) return async () => void hub.off('wake', onWake);
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = 1000;
  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (m) => m.channel === WEBHOOK_CHANNEL && onWake());
    c.on('error', (err) => {
      log.warn({ err }, 'webhook listener connection failed; reconnecting');
      void c.end().catch(() => undefined);
      schedule();
    });
    await c.connect();
    await c.query(`LISTEN ${WEBHOOK_CHANNEL}`);
    if (closed) return void (await c.end().catch(() => undefined));
    client = c;
    delay = 1000;
    onWake();
  };
  const schedule = () => {
    client = null;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((err: unknown) => {
        log.warn({ err }, 'webhook listener could not reconnect');
        delay = Math.min(delay * 2, 30_000);
        schedule();
      });
    }, delay).unref();
  };
  await connect().catch((err: unknown) => {
    log.warn({ err }, 'webhook listener could not connect; polling meanwhile');
    schedule();
  });
  return async () => {
    closed = true;
    hub.off('wake', onWake);
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** Every app server runs one: claims due deliveries, sends them, records each attempt. */
export async function startWebhookWorker(o: { db: Db; databaseUrl?: string; settings: WebhookSettings; lookup: Lookup; log: FastifyBaseLogger }): Promise<WebhookWorker> {
  const { db, settings, log } = o;
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = leaseMsOf(settings);
  const inFlight = new Map<number, Promise<void>>();
  const abort = new AbortController();
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function schedule(ms: number | null): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const wait = ms === null ? settings.pollMs : Math.min(Math.max(ms, MIN_DELAY_MS), settings.pollMs);
    timer = setTimeout(wake, wait).unref();
  }

  function deliver(c: Claimed): void {
    const work = (async () => {
      const result = await send({ url: c.url, secret: c.secret }, { id: c.event_id, body: c.body }, { timeoutMs: settings.timeoutMs, allowPrivate: settings.allowPrivate, lookup: o.lookup, signal: abort.signal });
      // Aborted by shutdown: not an attempt; the claim is given back in stop().
      if (abort.signal.aborted && !result.succeeded && result.responseStatus === null) return;
      await recordOutcome(db, id, c, { ...result, retryInMs: retryDelayMs(settings, c.attempts + 1), windowMs: RETRY_WINDOW_MS });
    })()
      .catch((err: unknown) => log.warn({ err, deliveryId: c.id }, 'webhook delivery could not be recorded'))
      .finally(() => {
        inFlight.delete(c.id);
        wake();
      });
    inFlight.set(c.id, work);
  }

  async function round(): Promise<void> {
    try {
      do {
        again = false;
        const room = MAX_IN_FLIGHT - inFlight.size;
        if (room <= 0) return; // a finishing delivery wakes the worker
        // Never its own deliveries in flight, even when their outcome waits for the database past the lease.
        const claimed = await claimDue(db, id, leaseMs, room, [...inFlight.keys()]);
        if (stopped) return void (await release(db, id, claimed.map((c) => c.id)));
        for (const c of claimed) deliver(c);
        if (claimed.length === room) again = true;
      } while (again && !stopped);
      schedule(await msUntilNextDue(db));
    } catch (err) {
      if (!stopped) log.warn({ err }, 'webhook worker could not claim deliveries');
      schedule(settings.pollMs);
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = null;
      if (again && !stopped) wake();
    });
  }

  const unlisten = await listen(db, o.databaseUrl, wake, log);
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await unlisten();
      await running;
      const all = Promise.allSettled([...inFlight.values()]);
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([all, new Promise((r) => (graceTimer = setTimeout(r, STOP_GRACE_MS)))]);
      clearTimeout(graceTimer);
      if (inFlight.size > 0) {
        const ids = [...inFlight.keys()];
        abort.abort();
        await all;
        await release(db, id, ids).catch((err: unknown) => log.warn({ err }, 'webhook claims could not be released'));
      }
    },
  };
}
