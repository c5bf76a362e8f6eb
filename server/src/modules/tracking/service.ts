import type { TrackingEvent } from '@contract/tracking';
import { ERROR_CODES } from '@contract/http';
import { hitRateLimit } from '../../db/rate-limit';
import type { Db } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import * as repo from './repo';

/** Batches per client address per minute: generous for a person clicking, a wall for a script filling the disk. */
export const TRACKING_BATCHES_PER_MINUTE = 120;

export function createTrackingService({ db, clock }: { db: Db; clock: Clock }) {
  async function record(events: TrackingEvent[], meta: { requestId: string; userId: number | null; clientIp: string }): Promise<void> {
    const now = clock();
    if (!(await hitRateLimit(db, `tracking:ip:${meta.clientIp}`, 60, TRACKING_BATCHES_PER_MINUTE, now))) {
      throw new BusinessError(ERROR_CODES.tooMany, '上报过于频繁，请稍后再试');
    }
    await repo.insertEvents(
      db,
      events.map((e) => ({
        received_at: now,
        request_id: meta.requestId,
        user_id: meta.userId,
        type: e.type,
        page: e.page,
        target: e.target ?? null,
        client_time: new Date(e.ts),
        props: e.props ? JSON.stringify(e.props) : null,
      })),
    );
  }

  /** Housekeeping (ops purge-expired): deletes events received more than `days` days ago. */
  const purgeOlderThan = (days: number) => repo.deleteReceivedBefore(db, new Date(clock().getTime() - days * 24 * 3600 * 1000));

  return { record, purgeOlderThan };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
