import type { z } from 'zod';
import type { addTrackingEvents as endpoint, TrackingEvent } from '@contract/tracking';
import { TRACKING_ADDRESS_DAILY_LIMITS } from '@contract/tracking.meta';
import { ERROR_CODES } from '@contract/http';
import type { Ctx } from '../../ctx';
import { hitRateLimit } from '../../db/rate-limit';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import * as repo from './repo';

/** Batches per client address per minute: generous for a person clicking, a wall for a script filling the disk. */
export const TRACKING_BATCHES_PER_MINUTE = 120;
const DAY_SECONDS = 24 * 3600;

/** What a batch costs against the address's daily byte budget: the JSON of its events, as stored. */
export const trackingBytes = (events: TrackingEvent[]) => Buffer.byteLength(JSON.stringify(events));

/**
 * Stores a batch whole, or refuses it (E000429) when the address is over its per-minute batches or its daily
 * events or bytes. One transaction: a refused or failed batch spends none of the counters.
 */
export async function addTrackingEvents(ctx: Ctx, input: z.output<typeof endpoint.request>, auth: AuthContext | null): Promise<null> {
  const now = ctx.clock();
  const address = ctx.request?.ip ?? 'local';
  const { events } = input;
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await hitRateLimit(trx, `tracking:ip:${address}`, 60, TRACKING_BATCHES_PER_MINUTE, now))) {
      throw new BusinessError(ERROR_CODES.tooMany, '上报过于频繁，请稍后再试');
    }
    const withinDay =
      (await hitRateLimit(
        trx,
        `tracking:day-events:ip:${address}`,
        DAY_SECONDS,
        TRACKING_ADDRESS_DAILY_LIMITS.events,
        now,
        events.length,
      )) &&
      (await hitRateLimit(
        trx,
        `tracking:day-bytes:ip:${address}`,
        DAY_SECONDS,
        TRACKING_ADDRESS_DAILY_LIMITS.bytes,
        now,
        trackingBytes(events),
      ));
    if (!withinDay) throw new BusinessError(ERROR_CODES.tooMany, '今日上报量已达上限，请明天再试');
    await repo.insertEvents(
      trx,
      events.map((e) => ({
        received_at: now,
        request_id: ctx.request?.id ?? '',
        user_id: auth?.userId ?? null,
        type: e.type,
        page: e.page,
        target: e.target ?? null,
        client_time: new Date(e.ts),
        props: e.props ? JSON.stringify(e.props) : null,
      })),
    );
  });
  return null;
}

/** Housekeeping (ops purge-expired): deletes events received more than `days` days ago. */
export const purgeTrackingEvents = (ctx: Ctx, days: number) =>
  repo.deleteReceivedBefore(ctx.db, new Date(ctx.clock().getTime() - days * 24 * 3600 * 1000));
