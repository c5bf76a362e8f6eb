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

/**
 * Starts error reporting in production when a DSN is configured; otherwise does nothing at all (no SDK loaded, no
 * network). Called after the first paint so the SDK is not in the way of the first screen.
 */
export async function initSentry(config = env): Promise<boolean> {
  if (!config.isProduction || !config.sentryDsn) return false;
  // The SDK and the trimming come together, after the first paint: neither is in any page's first load.
  const [Sentry, { trimEvent }] = await Promise.all([import('./sentry-sdk'), import('./sentry-trim')]);
  Error.stackTraceLimit = SENTRY_LIMITS.stackFrames;
  Sentry.init({
    dsn: config.sentryDsn,
    release: CLIENT.release,
    environment: config.appEnv,
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
  return true;
}
