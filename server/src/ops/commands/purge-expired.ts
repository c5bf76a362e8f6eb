import { z } from 'zod';
import { purgeEndedLogins } from '../../modules/login';
import { purgeEndedStaffSessions } from '../../modules/staff';
import { purgeTrackingEvents } from '../../modules/tracking';
import { defineCommand } from '../command';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Housekeeping the request path never does: ended sessions, users' and staff's (with their spent refresh tokens), used or expired
 * login codes, old throttle windows and old tracking events.
 */
export const purgeExpired = defineCommand({
  name: 'purge-expired',
  summary: '清理过期会话、验证码、限流计数与旧埋点 (delete expired sessions, codes, counters, old events)',
  usage: ['--tracking-days <天数>   埋点保留天数，默认 180 (days of tracking events to keep)'],
  flags: z.strictObject({
    'tracking-days': z
      .string()
      .regex(/^\d{1,4}$/, '应为正整数 (a positive whole number)')
      .default('180')
      .transform(Number)
      .pipe(z.number().min(1, '不能小于 1')),
  }),
  async run({ ctx, rateLimits, clock }, flags) {
    const { sessions, codes } = await purgeEndedLogins(ctx.db, clock());
    const staffSessions = await purgeEndedStaffSessions(ctx.db, clock());
    const windows = await rateLimits.purgeBefore(new Date(clock().getTime() - 2 * DAY_MS));
    const events = await purgeTrackingEvents(ctx, flags['tracking-days']);
    return {
      message: `已清理：会话 ${sessions}，员工会话 ${staffSessions}，验证码 ${codes}，限流计数 ${windows}，埋点 ${events} (deleted: sessions, staff sessions, codes, rate windows, tracking events)`,
      data: { sessions, staffSessions, codes, rateWindows: windows, trackingEvents: events },
    };
  },
});
