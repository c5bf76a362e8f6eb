import type { addTrackingEvents, TrackingEvent } from '@contract/tracking';
import type { MetaOf } from '../http/types';

/** Restated from contract/tracking.ts (the SPA imports types only); the server refuses bigger batches. */
export const TRACKING_BATCH_MAX = 50;
export const TRACKING: MetaOf<typeof addTrackingEvents> = { path: '/bury/open/add' };
/** How long an event waits for others before a batch goes out. */
export const FLUSH_INTERVAL_MS = 5000;
/** Events kept while the gateway is unreachable; the oldest go first. */
export const QUEUE_MAX = 500;

export type TrackingProps = NonNullable<TrackingEvent['props']>;

export interface TrackerDeps {
  url: string;
  /** The session token, sent when there is one so the events are the user's (an /open/ call). */
  getToken?: () => string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  sendBeacon?: (url: string, data: Blob) => boolean;
  now?: () => number;
  intervalMs?: number;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function cleanProps(props: Record<string, unknown> | undefined): TrackingProps | undefined {
  if (!props) return undefined;
  const out: TrackingProps = {};
  for (const [key, value] of Object.entries(props).slice(0, 20)) {
    if (typeof value === 'string') out[clip(key, 50)] = clip(value, 200);
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) out[clip(key, 50)] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const body = (events: TrackingEvent[]) => JSON.stringify({ events });

/**
 * Collects page views and clicks and sends them in batches of at most 50: after a short wait, at once when a
 * batch is full, and with sendBeacon when the page is hidden. Nothing here throws or waits on the UI: a
 * failed send is kept for the next try (bounded), a refused one is dropped, and the user is never told.
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
    const token = withToken ? deps.getToken?.() : '';
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.AuthToken = token;
    try {
      const response = await doFetch(deps.url, { method: 'POST', headers, body: body(events), keepalive: true });
      // An expired or refused token: the events still count, anonymously.
      if ((response.status === 401 || response.status === 420) && token) return post(events, false);
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
    return Promise.all(chunks(events, TRACKING_BATCH_MAX).map((batch) => post(batch))).then(() => undefined);
  }

  function schedule() {
    if (timer === null && queue.length) timer = setTimeout(() => void flush(), intervalMs);
  }

  /** The page is going away: hand everything to the browser, which sends it even after the page is gone. */
  function flushWithBeacon(): void {
    try {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const events = queue;
      queue = [];
      for (const batch of chunks(events, TRACKING_BATCH_MAX)) {
        const blob = new Blob([body(batch)], { type: 'application/json' });
        let sent = false;
        try {
          sent = deps.sendBeacon?.(deps.url, blob) ?? false;
        } catch {
          sent = false;
        }
        if (!sent) void post(batch, false);
      }
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
        page: clip(event.page || page || '/', 300),
        ...(event.target ? { target: clip(event.target, 100) } : {}),
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
    flushWithBeacon,
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
