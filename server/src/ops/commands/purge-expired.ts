import { z } from 'zod';
import { defineCommand } from '../command';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Housekeeping the request path never does: ended sessions (with their spent refresh tokens), used or expired
 * login codes, old throttle windows and old tracking events. Spent refresh tokens must live as long as their
 * session, or a replayed one could no longer be recognised, so sessions go only after their absolute end.
 */
export const purgeExpired = defineCommand({
  name: 'purge-expired',
  summary: '清理过期会话、验证码、限流计数与旧埋点 (delete expired sessions, codes, counters, old events)',
  usage: ['--tracking-days <天数>   埋点保留天数，默认 180 (days of tracking events to keep)'],
  flags: z.strictObject({
    'tracking-days': z.string().regex(/^\d{1,4}$/, '应为正整数 (a positive whole number)').default('180').transform(Number).pipe(z.number().min(1, '不能小于 1')),
  }),
  async run({ db, clock }, flags) {
    const now = clock().getTime();
    const counts = await db.transaction().execute(async (trx) => {
      const sessions = await trx
        .deleteFrom('user_session')
        .where((eb) => eb.or([eb('refresh_expires_at', '<', new Date(now)), eb('revoked_at', '<', new Date(now - DAY_MS))]))
        .executeTakeFirst();
      const codes = await trx
        .deleteFrom('sms_code')
        .where((eb) => eb.or([eb('expires_at', '<', new Date(now - DAY_MS)), eb('consumed_at', '<', new Date(now - DAY_MS))]))
        .executeTakeFirst();
      const windows = await trx.deleteFrom('rate_limit').where('window_start', '<', new Date(now - 2 * DAY_MS)).executeTakeFirst();
      const events = await trx.deleteFrom('tracking_event').where('received_at', '<', new Date(now - flags['tracking-days'] * DAY_MS)).executeTakeFirst();
      return [sessions, codes, windows, events].map((r) => Number(r.numDeletedRows));
    });
    const [sessions, codes, windows, events] = counts;
    return `已清理：会话 ${sessions}，验证码 ${codes}，限流计数 ${windows}，埋点 ${events} (deleted: sessions, codes, rate windows, tracking events)`;
  },
});
