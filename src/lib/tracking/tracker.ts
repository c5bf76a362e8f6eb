import type { addTrackingEvents, TrackingEvent } from '@contract/tracking';
import { TRACKING_BATCH_MAX, TRACKING_BODY_LIMIT_BYTES, TRACKING_LIMITS, TRACKING_PATHS } from '@contract/tracking.meta';
import { sessionHeaders } from '../http/session-headers';
import type { SessionIdentity } from '../http/session-headers';
import type { MetaOf } from '../http/types';

export { TRACKING_BATCH_MAX };
export const TRACKING: MetaOf<typeof addTrackingEvents> = { path: TRACKING_PATHS.addTrackingEvents };
/** How long an event waits for others before a batch goes out. */
export const FLUSH_INTERVAL_MS = 5000;
/** Events kept while the gateway is unreachable; the oldest go first. */
export const QUEUE_MAX = 500;
/**
 * Bytes of one request body: what the gateway accepts (TRACKING_BODY_LIMIT_BYTES, 413 above it), less room for
 * the JSON wrapper. Browsers give the keepalive requests of a page 64 KiB in all, so this also fits a batch sent
 * while the page goes away: a batch is cut by bytes as well as by count.
 */
export const BODY_BYTES_MAX = Math.min(60_000, TRACKING_BODY_LIMIT_BYTES - 256);

export type TrackingProps = NonNullable<TrackingEvent['props']>;

export interface TrackerDeps {
  url: string;
  /**
   * Who the session is (token and supplier), for the three headers of spec §6: with a token the events are the
   * user's (an /open/ call); without one they go anonymously.
   */
  getIdentity?: () => SessionIdentity;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
  intervalMs?: number;
}

const ANONYMOUS: SessionIdentity = { token: '', supplierId: '' };

/** Trimmed (spec §5), then cut to the contract's length. */
const clip = (text: string, max: number) => text.trim().slice(0, max);

function cleanProps(props: Record<string, unknown> | undefined): TrackingProps | undefined {
  if (!props) return undefined;
  const out: TrackingProps = {};
  for (const [rawKey, value] of Object.entries(props).slice(0, TRACKING_LIMITS.props)) {
    const key = clip(rawKey, TRACKING_LIMITS.propKey);
    if (!key) continue;
    if (typeof value === 'string') out[key] = clip(value, TRACKING_LIMITS.propValue);
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) out[key] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

const body = (events: TrackingEvent[]) => JSON.stringify({ events });
const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** Batches of at most TRACKING_BATCH_MAX events and BODY_BYTES_MAX bytes each, in order. */
export function batchesOf(events: TrackingEvent[]): TrackingEvent[][] {
  const batches: TrackingEvent[][] = [];
  let current: TrackingEvent[] = [];
  let bytes = bytesOf(body([]));
  for (const event of events) {
    const size = bytesOf(JSON.stringify(event)) + 1;
    if (current.length && (current.length >= TRACKING_BATCH_MAX || bytes + size > BODY_BYTES_MAX)) {
      batches.push(current);
      current = [];
      bytes = bytesOf(body([]));
    }
    current.push(event);
    bytes += size;
  }
  if (current.length) batches.push(current);
  return batches;
}

/**
 * Collects page views and clicks and sends them in batches of at most 50: after a short wait, at once when a
 * batch is full, and as keepalive requests when the page is hidden (not sendBeacon: a beacon cannot carry the
 * headers of spec §6). Nothing here throws or waits on the UI: a failed send is kept for the next try (bounded),
 * a refused one is dropped, and the user is never told.
 */
export function createTracker(deps: TrackerDeps) {
  const now = deps.now ?? Date.now;
  const intervalMs = deps.intervalMs ?? FLUSH_INTERVAL_MS;
  let queue: TrackingEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let page = '/';

  const requeue = (events: TrackingEvent[]) => {
    queue = [...events, ...queue].slice(-QUEUE_MAX);
    schedule();
  };

  async function post(events: TrackingEvent[], withToken = true): Promise<void> {
    const doFetch = deps.fetch ?? globalThis.fetch?.bind(globalThis);
    if (!doFetch) return;
    const identity = (withToken ? deps.getIdentity?.() : undefined) ?? ANONYMOUS;
    const headers = { 'Content-Type': 'application/json', ...sessionHeaders(identity) };
    try {
      const response = await doFetch(deps.url, { method: 'POST', headers, body: body(events), keepalive: true });
      // An expired or refused token: the events still count, anonymously.
      if ((response.status === 401 || response.status === 420) && identity.token) return post(events, false);
      if (response.status >= 500) requeue(events);
    } catch {
      requeue(events);
    }
  }

  function flush(): Promise<void> {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const events = queue;
    queue = [];
    return Promise.all(batchesOf(events).map((batch) => post(batch))).then(() => undefined);
  }

  function schedule() {
    if (timer === null && queue.length) timer = setTimeout(() => void flush(), intervalMs);
  }

  /** The page is going away: everything goes out now as keepalive requests, which outlive the page. */
  function flushOnHide(): void {
    try {
      void flush();
    } catch {
      // Tracking never breaks the page.
    }
  }

  interface Recorded {
    type: TrackingEvent['type'];
    page?: string;
    target?: string;
    props?: Record<string, unknown>;
  }

  function record(event: Recorded): void {
    try {
      const props = cleanProps(event.props);
      queue.push({
        type: event.type,
        page: clip(event.page || page || '/', TRACKING_LIMITS.page) || '/',
        ...(event.target?.trim() ? { target: clip(event.target, TRACKING_LIMITS.target) } : {}),
        ts: Math.max(0, Math.floor(now())),
        ...(props ? { props } : {}),
      });
      if (queue.length > QUEUE_MAX) queue = queue.slice(-QUEUE_MAX);
      if (queue.length >= TRACKING_BATCH_MAX) void flush();
      else schedule();
    } catch {
      // Tracking never breaks the page.
    }
  }

  return {
    pageView(path: string, props?: Record<string, unknown>) {
      page = path || '/';
      record({ type: 'page_view', page, props });
    },
    click(target: string, props?: Record<string, unknown>) {
      record({ type: 'click', target, props });
    },
    flush,
    flushOnHide,
    /** Events waiting to be sent (tests and debugging). */
    pending: () => queue.length,
    /** Drops everything queued and stops the timer. */
    reset() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      queue = [];
      page = '/';
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;
