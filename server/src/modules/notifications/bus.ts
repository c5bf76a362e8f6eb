import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_TOPICS, type LiveTopic } from '@contract/notifications.meta';
import { processHub } from '../../db/process-hub';
import type { Db } from '../../db/schema';

/** The PostgreSQL channel every app server LISTENs on. */
export const NOTICE_CHANNEL = 'supplier_notice';

/**
 * What travels between app servers: a notice's id and whose it is, never its text (the receiving server reads
 * it). `id: null` says only that the user's unread count changed (read in another tab). With a `topic` it is a
 * silent change (LIVE_TOPICS) for every open session of the supplier (`userId` 0).
 */
export interface NoticeSignal {
  id: number | null;
  userId: number;
  supplierId: number;
  topic?: LiveTopic;
  /** What waits for the platform's staff changed (the console's 待办); no supplier's socket hears of it. */
  staff?: true;
}

/** A change the console's 待办 counts follow: a supplier submitted a verification or a candidate, raised a dispute … */
export const staffChange = (supplierId: number): NoticeSignal => ({ id: null, userId: 0, supplierId, staff: true });

/** A staff change travels as `[null, 0, supplierId, 'staff']`. */
const STAFF_MARK = 'staff';

/** NOTIFY payloads stay far below PostgreSQL's 8000-byte limit: ~30 bytes a signal. */
const SIGNALS_PER_NOTIFY = 200;

const hubOf = (db: Db) => processHub(db);

/** Call after the transaction that wrote the notices committed. */
export async function announce(db: Db, signals: NoticeSignal[]): Promise<void> {
  if (signals.length === 0) return;
  hubOf(db).emit('signals', signals);
  for (let i = 0; i < signals.length; i += SIGNALS_PER_NOTIFY) {
    const chunk = signals
      .slice(i, i + SIGNALS_PER_NOTIFY)
      .map((s) =>
        s.staff ? [null, 0, s.supplierId, STAFF_MARK] : s.topic ? [s.id, s.userId, s.supplierId, s.topic] : [s.id, s.userId, s.supplierId],
      );
    await sql`select pg_notify(${NOTICE_CHANNEL}, ${JSON.stringify(chunk)})`.execute(db);
  }
}

function parsePayload(payload: string | undefined): NoticeSignal[] {
  try {
    const rows: unknown = JSON.parse(payload ?? '[]');
    if (!Array.isArray(rows)) return [];
    const isTopic = (t: unknown): t is LiveTopic => (LIVE_TOPICS as readonly unknown[]).includes(t);
    return rows
      .filter(
        (r): r is [number | null, number, number, unknown?] =>
          Array.isArray(r) && (r.length === 3 || r.length === 4) && Number.isInteger(r[1]) && Number.isInteger(r[2]),
      )
      .map(([id, userId, supplierId, topic]) => ({
        id: Number.isInteger(id) ? id : null,
        userId,
        supplierId,
        ...(isTopic(topic) ? { topic } : {}),
        ...(topic === STAFF_MARK ? { staff: true as const } : {}),
      }))
      .filter((s) => s.topic || s.staff || s.userId > 0);
  } catch {
    return [];
  }
}

/** After the change committed, outside a notices transaction: tells every app server's staff channel. Never throws. */
export async function announceStaffChange(db: Db, supplierId: number, log?: FastifyBaseLogger): Promise<void> {
  await announce(db, [staffChange(supplierId)]).catch((err: unknown) => log?.warn({ err }, 'staff change push failed'));
}

export interface NoticeFeed {
  close(): Promise<void>;
}

type OnSignals = (signals: NoticeSignal[]) => void;

/**
 * Where this app server hears of new notices: the in-process hub (PGlite, or a single server in tests), or a
 * dedicated PostgreSQL connection LISTENing on NOTICE_CHANNEL (several servers on one database). The listening
 * connection reconnects with backoff when it drops; notices written meanwhile reach the bell by polling.
 */
export async function subscribe(
  db: Db,
  databaseUrl: string | undefined,
  onSignals: OnSignals,
  log: FastifyBaseLogger,
): Promise<NoticeFeed> {
  if (!databaseUrl) {
    const hub = hubOf(db);
    hub.on('signals', onSignals);
    return { close: async () => void hub.off('signals', onSignals) };
  }
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = 1000;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (m) => {
      if (m.channel === NOTICE_CHANNEL) onSignals(parsePayload(m.payload));
    });
    c.on('error', (err) => {
      log.warn({ err }, 'notice listener connection failed; reconnecting');
      void c.end().catch(() => undefined);
      schedule();
    });
    await c.connect();
    await c.query(`LISTEN ${NOTICE_CHANNEL}`);
    client = c;
    delay = 1000;
  }

  function schedule(): void {
    client = null;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((err: unknown) => {
        log.warn({ err }, 'notice listener could not reconnect');
        delay = Math.min(delay * 2, 30_000);
        schedule();
      });
    }, delay);
    retry.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
