/** Tracking's plain values (no zod): the SPA's tracker trims to them, the schema in tracking.ts refuses beyond them. */

export const TRACKING_EVENT_TYPES = ['page_view', 'click'] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** Events in one batch. */
export const TRACKING_BATCH_MAX = 50;
/** Lengths of an event's fields, in characters, and how many props the client sends with one event. */
export const TRACKING_LIMITS = { page: 300, target: 100, propKey: 50, propValue: 200, props: 20 } as const;
/** 9999-12-31T23:59:59.999Z: a larger `ts` is no date at all. */
export const TRACKING_TS_MAX = 253_402_300_799_999;

export const TRACKING_PATHS = {
  addTrackingEvents: '/bury/open/add',
} as const;
