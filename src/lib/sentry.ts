import { CLIENT, env } from '@/config/env';

/** Error reporting limits of spec §9. */
export const SENTRY_LIMITS = {
  tracesSampleRate: 1,
  /** Requests buffered by the transport. */
  bufferSize: 30,
  maxValueLength: 250,
  stackFrames: 50,
  linkedErrorDepth: 5,
  maxBreadcrumbs: 100,
  /** Longest transaction, ms. */
  transactionMs: 600_000,
  /** Payload normalisation limit, bytes: every event is trimmed to it (sentry-trim.ts). */
  normalizeBytes: 102_400,
} as const;

export const IGNORED_ERRORS = ['ResizeObserver loop limit exceeded'];

/** The reporting settings the server put on <html> (server/src/http/error-reports.ts); null when it has no DSN. */
export interface PageReporting {
  dsn: string;
  environment: string;
}

export function pageReporting(root: HTMLElement = document.documentElement): PageReporting | null {
  const dsn = root.dataset.sentryDsn?.trim();
  return dsn ? { dsn, environment: root.dataset.sentryEnv?.trim() ?? '' } : null;
}

/** Where reportError sends: the SDK once loaded, 'off' when reporting is off, null while the SDK is on its way. */
let capture: ((error: unknown) => void) | 'off' | null = null;
/** Errors raised before the SDK arrived, sent once it has (a handful: the first ones tell the story). */
const early: unknown[] = [];
const EARLY_MAX = 10;
let stopEarly = () => {};

/** Reports an error a screen caught itself (the route error boundary); a no-op when reporting is off. */
export function reportError(error: unknown): void {
  if (capture === 'off') return;
  if (capture) capture(error);
  else if (early.length < EARLY_MAX) early.push(error);
}

/**
 * At boot, before the first paint: keeps the uncaught errors and rejections raised until the SDK loads (its own
 * handlers take over then). Does nothing unless reporting will start.
 */
export function catchEarlyErrors(config = env, reporting = pageReporting()): void {
  if (!config.isProduction || !reporting) return;
  const onError = (event: ErrorEvent) => reportError(event.error ?? new Error(event.message));
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  stopEarly = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

function turnOff(): false {
  stopEarly();
  capture = 'off';
  early.length = 0;
  return false;
}

/**
 * Starts error reporting in a production build when the server gave the page a DSN (one build serves every
 * environment, so the DSN and the environment's name come at run time); otherwise does nothing at all (no SDK
 * loaded, no network). Called after the first paint so the SDK is not in the way of the first screen.
 */
export async function initSentry(config = env, reporting = pageReporting()): Promise<boolean> {
  if (!config.isProduction || !reporting) return turnOff();
  // The SDK and the trimming come together, after the first paint: neither is in any page's first load.
  const loaded = await Promise.all([import('./sentry-sdk'), import('./sentry-trim')]).catch(() => null);
  if (!loaded) return turnOff();
  const [Sentry, { trimEvent }] = loaded;
  Error.stackTraceLimit = SENTRY_LIMITS.stackFrames;
  Sentry.init({
    dsn: reporting.dsn,
    release: CLIENT.release,
    environment: reporting.environment || config.appEnv,
    initialScope: { tags: { client: CLIENT.name, clientVersion: CLIENT.version } },
    tracesSampleRate: SENTRY_LIMITS.tracesSampleRate,
    maxBreadcrumbs: SENTRY_LIMITS.maxBreadcrumbs,
    maxValueLength: SENTRY_LIMITS.maxValueLength,
    // Depth and breadth chosen so a normalised event stays within the 102400-byte budget of spec §9.
    normalizeDepth: 5,
    normalizeMaxBreadth: 1000,
    ignoreErrors: IGNORED_ERRORS,
    // No SDK option bounds a payload's bytes: every event and transaction is trimmed to 102400 before it goes.
    beforeSend: (event) => trimEvent(event, SENTRY_LIMITS.normalizeBytes),
    beforeSendTransaction: (event) => trimEvent(event, SENTRY_LIMITS.normalizeBytes),
    transportOptions: { bufferSize: SENTRY_LIMITS.bufferSize },
    integrations: [
      Sentry.browserTracingIntegration({ finalTimeout: SENTRY_LIMITS.transactionMs }),
      Sentry.linkedErrorsIntegration({ limit: SENTRY_LIMITS.linkedErrorDepth }),
    ],
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void Sentry.flush(2000);
  });
  stopEarly();
  capture = (error) => Sentry.captureException(error);
  for (const error of early.splice(0)) capture(error);
  return true;
}
