import { z } from 'zod';
import { endpoint, nothing, text } from './http';

export const TRACKING_BATCH_MAX = 50;
/** 9999-12-31T23:59:59.999Z: a larger `ts` is no date at all. */
const TS_MAX = 253_402_300_799_999;

export const trackingEvent = z.strictObject({
  /** `page_view` or `click`. */
  type: z.enum(['page_view', 'click'], '只能是 page_view 或 click'),
  /** The route path the event happened on. */
  page: text(300).min(1, '不能为空'),
  /** What was clicked (a stable name, not text), for clicks. */
  target: text(100).optional(),
  /** Client time, milliseconds since the epoch. */
  ts: z.number().int().min(0).max(TS_MAX, '不是有效的时间'),
  props: z.record(z.string().max(50), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
});

export const addTrackingEvents = endpoint({
  path: '/bury/open/add',
  request: z.strictObject({ events: z.array(trackingEvent).min(1, '至少一条事件').max(TRACKING_BATCH_MAX, `一次最多 ${TRACKING_BATCH_MAX} 条事件`) }),
  response: nothing,
});

export type TrackingEvent = z.infer<typeof trackingEvent>;
