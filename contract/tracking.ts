import { z } from 'zod';
import { endpoint, nothing, text } from './http';
import { TRACKING_EVENT_LIMITS as L } from './tracking.meta';

export const TRACKING_BATCH_MAX = L.eventsPerBatch;
/** 9999-12-31T23:59:59.999Z: a larger `ts` is no date at all. */
const TS_MAX = 253_402_300_799_999;

export const trackingEvent = z.strictObject({
  /** `page_view` or `click`. */
  type: z.enum(['page_view', 'click'], '只能是 page_view 或 click'),
  /** The route path the event happened on. */
  page: text(L.pageLength).min(1, '不能为空'),
  /** What was clicked (a stable name, not text), for clicks. */
  target: text(L.targetLength).optional(),
  /** Client time, milliseconds since the epoch. */
  ts: z.number().int().min(0).max(TS_MAX, '不是有效的时间'),
  /** Flat key → string, number or boolean; numbers finite (JSON has no other). */
  props: z
    .record(z.string().min(1, '字段名不能为空').max(L.propKeyLength, `字段名不能超过 ${L.propKeyLength} 个字符`), z.union([z.string().max(L.propValueLength), z.number(), z.boolean()]))
    .refine((props) => Object.keys(props).length <= L.propsKeys, `最多 ${L.propsKeys} 个字段`)
    .optional(),
});

export const addTrackingEvents = endpoint({
  path: '/bury/open/add',
  request: z.strictObject({ events: z.array(trackingEvent).min(1, '至少一条事件').max(TRACKING_BATCH_MAX, `一次最多 ${TRACKING_BATCH_MAX} 条事件`) }),
  response: nothing,
});

export type TrackingEvent = z.infer<typeof trackingEvent>;
