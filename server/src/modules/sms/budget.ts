import { hitRateLimit, refundRateLimit } from '../../db/rate-limit';
import type { Db } from '../../db/schema';
import { chinaDay } from '../../lib/time';

const DAY_SECONDS = 24 * 3600;
/** Rate windows start at UTC midnight; seen 8 h later, one window is one Beijing day. */
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

export interface DailyBudget {
  readonly limit: number;
  /** Counts one SMS for `now`'s Beijing day, or says the day's budget is spent (then nothing is counted). */
  claim(now: Date): Promise<boolean>;
  /** Gives back a claim whose SMS the provider refused (it cost nothing). */
  refund(now: Date): Promise<void>;
}

/** SMS per Beijing day, counted in the database so every app server spends one budget. */
export function createDailyBudget(db: Db, limit: number): DailyBudget {
  const bucket = (now: Date) => `sms-budget:${chinaDay(now)}`;
  const shifted = (now: Date) => new Date(now.getTime() + BEIJING_OFFSET_MS);
  return {
    limit,
    claim: (now) => hitRateLimit(db, bucket(now), DAY_SECONDS, limit, shifted(now)),
    refund: (now) => refundRateLimit(db, bucket(now), DAY_SECONDS, shifted(now)),
  };
}
