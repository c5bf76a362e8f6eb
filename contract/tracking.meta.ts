/**
 * Tracking (POST /bury/open/add) as plain values, without zod, so the SPA can import them without the schema
 * library. The schema in `tracking.ts` and the server's limits are built from these.
 */

/** What one batch, and each event in it, may hold. Anonymous callers may send it, so every dimension is capped. */
export const TRACKING_EVENT_LIMITS = {
  /** Events in one batch. */
  eventsPerBatch: 50,
  /** Characters of `page` (a route path). */
  pageLength: 300,
  /** Characters of `target` (a stable name). */
  targetLength: 100,
  /** Keys in one event's `props`. */
  propsKeys: 10,
  /** Characters of a `props` key. */
  propKeyLength: 50,
  /** Characters of a string `props` value. */
  propValueLength: 200,
} as const;

/** The request body of one batch, in bytes (413 above it). 50 ordinary events take a few KiB. */
export const TRACKING_BODY_LIMIT_BYTES = 32 * 1024;

/**
 * What one client address may have stored per day (fixed 24-hour windows): events, and bytes of events (counted as
 * the JSON of the accepted events). The byte cap is what bounds the storage per address; server/README.md states it.
 */
export const TRACKING_ADDRESS_DAILY_LIMITS = {
  events: 5000,
  bytes: 1024 * 1024,
} as const;

/** The event types the client sends. */
export const TRACKING_EVENT_TYPES = ['page_view', 'click'] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** Events in one batch (the SPA's tracker sends at most this many at once). */
export const TRACKING_BATCH_MAX = TRACKING_EVENT_LIMITS.eventsPerBatch;
/** Lengths of an event's fields, in characters, and how many props the client sends with one event. */
export const TRACKING_LIMITS = {
  page: TRACKING_EVENT_LIMITS.pageLength,
  target: TRACKING_EVENT_LIMITS.targetLength,
  propKey: TRACKING_EVENT_LIMITS.propKeyLength,
  propValue: TRACKING_EVENT_LIMITS.propValueLength,
  props: TRACKING_EVENT_LIMITS.propsKeys,
} as const;
/** 9999-12-31T23:59:59.999Z: a larger `ts` is no date at all. */
export const TRACKING_TS_MAX = 253_402_300_799_999;

export const TRACKING_PATHS = {
  addTrackingEvents: '/bury/open/add',
} as const;
