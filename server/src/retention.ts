import type { FastifyInstance } from 'fastify';
import { DEFAULT_RETENTION, type RetentionSettings } from './config';
import { tryAdvisoryXactLock } from './db/advisory-lock';
import type { Db } from './db/schema';
import type { Clock } from './lib/clock';
import { purgeEndedLogins } from './modules/login';
import { purgeFinishedMessages } from './modules/messages';
import { purgeReadNotices } from './modules/notifications';
import { purgeEndedStaffSessions } from './modules/staff';
import { purgeFinishedDeliveries } from './modules/webhooks';

const DAY_MS = 24 * 3600 * 1000;
/** Any constant works: the same for every app server, distinct from the migration and seed locks. */
export const RETENTION_LOCK_KEY = 7_412_032;

export interface RetentionRun {
  sessions: number;
  staffSessions: number;
  codes: number;
  notices: number;
  deliveries: number;
  events: number;
  messages: number;
}

/**
 * One purge: ended sessions (suppliers' users' and staff's) and codes, read notices past their retention, finished webhook deliveries past
 * theirs, sent or given-up messages past theirs, each module deleting its own rows. One transaction, under a try-lock: when another app server is
 * purging right now this one skips its turn (answers null) instead of deleting the same rows twice over.
 */
export async function purgeExpiredRows(db: Db, now: Date, settings: RetentionSettings = DEFAULT_RETENTION): Promise<RetentionRun | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await tryAdvisoryXactLock(trx, RETENTION_LOCK_KEY))) return null;
    const { sessions, codes } = await purgeEndedLogins(trx, now);
    const staffSessions = await purgeEndedStaffSessions(trx, now);
    const notices = await purgeReadNotices(trx, new Date(now.getTime() - settings.noticeDays * DAY_MS));
    const { deliveries, events } = await purgeFinishedDeliveries(trx, new Date(now.getTime() - settings.webhookDays * DAY_MS));
    const messages = await purgeFinishedMessages(trx, new Date(now.getTime() - settings.messageDays * DAY_MS));
    return { sessions, staffSessions, codes, notices, deliveries, events, messages };
  });
}

/** Runs the purge every `intervalMs` (the first after one interval) while the app is up; stopped when it closes. */
export function installRetention(app: FastifyInstance, o: { db: Db; clock: Clock; settings?: RetentionSettings }): void {
  const settings = o.settings ?? DEFAULT_RETENTION;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    // A run slower than the interval is not joined by a second one.
    running ??= purgeExpiredRows(o.db, o.clock(), settings)
      .then(
        (run) => run && app.log.info({ retention: run }, 'expired rows purged'),
        (err: unknown) => app.log.warn({ err }, 'retention purge failed; it runs again at the next interval'),
      )
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, settings.intervalMs);
  timer.unref();
  // Before the database closes (onClose hooks run before the caller's db.destroy()): no run starts, the last one ends.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
