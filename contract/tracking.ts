import { z } from 'zod';
import { endpoint, nothing, text, storable } from './http';
import { TRACKING_BATCH_MAX, TRACKING_EVENT_TYPES, TRACKING_LIMITS, TRACKING_PATHS, TRACKING_TS_MAX } from './tracking.meta';

export * from './tracking.meta';

export const trackingEvent = z.strictObject({
  /** `page_view` or `click`. */
  type: z.enum(TRACKING_EVENT_TYPES, '只能是 page_view 或 click'),
  /** The route path the event happened on. */
  page: text(TRACKING_LIMITS.page).min(1, '不能为空'),
  /** What was clicked (a stable name, not text), for clicks. */
  target: text(TRACKING_LIMITS.target).optional(),
  /** Client time, milliseconds since the epoch. */
  ts: z.number().int().min(0).max(TRACKING_TS_MAX, '不是有效的时间'),
  /** Flat key → string, number or boolean; numbers finite (JSON has no other). */
  props: z
    .record(
      storable().min(1, '字段名不能为空').max(TRACKING_LIMITS.propKey, `字段名不能超过 ${TRACKING_LIMITS.propKey} 个字符`),
      z.union([storable().max(TRACKING_LIMITS.propValue), z.number(), z.boolean()]),
    )
    .refine((props) => Object.keys(props).length <= TRACKING_LIMITS.props, `最多 ${TRACKING_LIMITS.props} 个字段`)
    .optional(),
});

export const addTrackingEvents = endpoint({
  path: TRACKING_PATHS.addTrackingEvents,
  request: z.strictObject({
    events: z.array(trackingEvent).min(1, '至少一条事件').max(TRACKING_BATCH_MAX, `一次最多 ${TRACKING_BATCH_MAX} 条事件`),
  }),
  response: nothing,
});

export type TrackingEvent = z.infer<typeof trackingEvent>;
