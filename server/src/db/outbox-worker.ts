import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** On stop, items in flight get this long to finish; then they are aborted and their claims given back. */
const STOP_GRACE_MS = 2000;
const MIN_DELAY_MS = 20;

/**
 * One outbox table as the shared loop sees it. The table's own SQL claims due rows for a worker (`FOR UPDATE
 * SKIP LOCKED` and a lease), records each outcome only while the claim is still that worker's, and gives claims
 * back on a clean stop.
 */
export interface OutboxQueue<C extends { id: number }> {
  /** Claims up to `limit` due rows for `worker`, never one of `exclude` (its own items still in flight). */
  claim(worker: string, limit: number, exclude: number[]): Promise<C[]>;
  /** Sends one claimed item and records the outcome; an attempt aborted by `signal` (shutdown) records nothing. */
  deliver(worker: string, item: C, signal: AbortSignal): Promise<void>;
  release(worker: string, ids: number[]): Promise<void>;
  /** Milliseconds until the next row falls due (a retry or a lease's end), or null when none is pending. */
  msUntilNextDue(): Promise<number | null>;
}

export interface OutboxWorkerOptions<C extends { id: number }> {
  /** For log lines: `webhook`, `message`. */
  name: string;
  queue: OutboxQueue<C>;
  /** The in-process hub (PGlite, and a shortcut within one server) whose `wake` event wakes the worker. */
  hub: EventEmitter;
  /** With PostgreSQL: a dedicated connection LISTENs on `channel` (the writer NOTIFYs inside its transaction). */
  databaseUrl?: string;
  channel: string;
  pollMs: number;
  maxInFlight: number;
  log: FastifyBaseLogger;
  /** Runs on every round before claiming (a scheduled job such as a digest); its errors are logged. */
  beforeRound?: () => Promise<void>;
}

export interface OutboxWorker {
  /** Looks for due items now (besides NOTIFY and the poll). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Wakes on NOTIFY (PostgreSQL: a dedicated LISTEN connection that reconnects with backoff) or the in-process hub
 * (PGlite); a missed wake-up is covered by the timer, set to the next due retry or lease end, at most `pollMs`.
 */
async function listen(
  o: Pick<OutboxWorkerOptions<{ id: number }>, 'hub' | 'databaseUrl' | 'channel' | 'log' | 'name'>,
  onWake: () => void,
): Promise<() => Promise<void>> {
  const { hub, databaseUrl, channel, log } = o;
  hub.on('wake', onWake);
  if (!databaseUrl) return async () => void hub.off('wake', onWake);
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = 1000;
  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (m) => m.channel === channel && onWake());
    c.on('error', (err) => {
      log.warn({ err }, `${o.name} listener connection failed; reconnecting`);
      void c.end().catch(() => undefined);
      schedule();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
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
        log.warn({ err }, `${o.name} listener could not reconnect`);
        delay = Math.min(delay * 2, 30_000);
        schedule();
      });
    }, delay).unref();
  };
  await connect().catch((err: unknown) => {
    log.warn({ err }, `${o.name} listener could not connect; polling meanwhile`);
    schedule();
  });
  return async () => {
    closed = true;
    hub.off('wake', onWake);
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * The claim-and-retry loop every app server runs per outbox (webhook deliveries, messages): claims due items,
 * hands each to the queue (at most `maxInFlight` at a time, all I/O), and on stop stops claiming, gives items in
 * flight a moment, then aborts them and hands their claims back at once.
 */
export async function startOutboxWorker<C extends { id: number }>(o: OutboxWorkerOptions<C>): Promise<OutboxWorker> {
  const { queue, log } = o;
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const inFlight = new Map<number, Promise<void>>();
  const abort = new AbortController();
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function schedule(ms: number | null): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const wait = ms === null ? o.pollMs : Math.min(Math.max(ms, MIN_DELAY_MS), o.pollMs);
    timer = setTimeout(wake, wait).unref();
  }

  function deliver(item: C): void {
    const work = queue
      .deliver(id, item, abort.signal)
      .catch((err: unknown) => log.warn({ err, itemId: item.id }, `${o.name} outcome could not be recorded`))
      .finally(() => {
        inFlight.delete(item.id);
        wake();
      });
    inFlight.set(item.id, work);
  }

  async function round(): Promise<void> {
    try {
      if (o.beforeRound) await o.beforeRound().catch((err: unknown) => log.warn({ err }, `${o.name} scheduled job failed`));
      do {
        again = false;
        const room = o.maxInFlight - inFlight.size;
        if (room <= 0) return; // a finishing item wakes the worker
        // Never its own items in flight, even when their outcome waits for the database past the lease.
        const claimed = await queue.claim(id, room, [...inFlight.keys()]);
        if (stopped)
          return void (await queue.release(
            id,
            claimed.map((c) => c.id),
          ));
        for (const c of claimed) deliver(c);
        if (claimed.length === room) again = true;
      } while (again && !stopped);
      schedule(await queue.msUntilNextDue());
    } catch (err) {
      if (!stopped) log.warn({ err }, `${o.name} worker could not claim`);
      schedule(o.pollMs);
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

  const unlisten = await listen(o, wake);
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
        await queue.release(id, ids).catch((err: unknown) => log.warn({ err }, `${o.name} claims could not be released`));
      }
    },
  };
}
