import { SENTRY_LIMITS } from './sentry';

/** The size limit of one error-reporting payload (spec §9: normalisation limit 102400 bytes). */
export const PAYLOAD_BYTES_MAX = SENTRY_LIMITS.normalizeBytes;

/** The part of an event (or transaction) this trims; everything else passes through untouched. */
export interface TrimmableEvent {
  breadcrumbs?: unknown[];
  extra?: unknown;
  contexts?: Record<string, unknown>;
  request?: unknown;
  spans?: unknown[];
  exception?: { values?: { type?: string; value?: string; stacktrace?: { frames?: unknown[] } }[] };
}

type Loose = TrimmableEvent & Record<string, unknown>;

const encoder = new TextEncoder();
export const bytesOf = (value: unknown): number => encoder.encode(JSON.stringify(value) ?? '').length;

const STRING_MAX = 1000;
const FRAMES_KEPT = 20;

function clipStrings(value: unknown, max: number): unknown {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max)}…` : value;
  if (Array.isArray(value)) return value.map((item) => clipStrings(item, max));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clipStrings(v, max)]));
  return value;
}

/**
 * Holds a payload to `limit` bytes (beforeSend / beforeSendTransaction): the SDK's own normalisation bounds depth
 * and breadth but not bytes. It gives up the least useful parts first — the oldest breadcrumbs, extra data, the
 * request body, spans, long strings, the outer stack frames, contexts — and in the end keeps the error's type and
 * message with the event's identity. An event within the limit is returned as it is.
 */
export function trimEvent<E extends object>(original: E, limit = PAYLOAD_BYTES_MAX): E {
  if (bytesOf(original) <= limit) return original;
  const event = original as Loose;
  const out: Loose = { ...event };
  const fits = () => bytesOf(out) <= limit;

  while (out.breadcrumbs?.length && !fits()) out.breadcrumbs = out.breadcrumbs.slice(Math.ceil(out.breadcrumbs.length / 2));
  if (out.breadcrumbs?.length === 0) delete out.breadcrumbs;
  for (const key of ['extra', 'request', 'spans'] as const) {
    if (fits()) return out as unknown as E;
    delete out[key];
  }
  if (fits()) return out as unknown as E;

  for (const max of [STRING_MAX, 250, 80]) {
    Object.assign(out, clipStrings({ ...out }, max));
    if (out.exception?.values) {
      out.exception = {
        values: out.exception.values.map((v) => ({
          ...v,
          stacktrace: v.stacktrace?.frames ? { frames: v.stacktrace.frames.slice(-FRAMES_KEPT) } : undefined,
        })),
      };
    }
    if (fits()) return out as unknown as E;
  }
  delete out.contexts;
  if (fits()) return out as unknown as E;

  // Whatever else made it this big: keep who and what, drop the rest.
  const minimal: Loose = {};
  for (const key of [
    'event_id',
    'timestamp',
    'level',
    'platform',
    'release',
    'environment',
    'tags',
    'type',
    'transaction',
    'message',
  ] as const) {
    if (key in event) minimal[key] = clipStrings(event[key], 200);
  }
  const first = event.exception?.values?.at(-1);
  if (first)
    minimal.exception = {
      values: [{ type: String(first.type ?? 'Error').slice(0, 200), value: String(first.value ?? '').slice(0, 1000) }],
    };
  return minimal as unknown as E;
}
