import { readEnv } from '@/config/env';
import { IGNORED_ERRORS, SENTRY_LIMITS, initSentry, pageReporting } from '@/lib/sentry';
import { PAYLOAD_BYTES_MAX, bytesOf, trimEvent } from '@/lib/sentry-trim';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  flush: vi.fn(() => Promise.resolve(true)),
  browserTracingIntegration: vi.fn((options: unknown) => ({ name: 'BrowserTracing', options })),
  linkedErrorsIntegration: vi.fn((options: unknown) => ({ name: 'LinkedErrors', options })),
}));
vi.mock('@/lib/sentry-sdk', () => sdk);

const PAGE = { dsn: 'https://k@errors.example.internal/1', environment: 'staging' };

describe('error reporting', () => {
  beforeEach(() => Object.values(sdk).forEach((fn) => fn.mockClear()));

  it('reads the DSN and the environment the server put on <html>', () => {
    const root = document.createElement('html');
    expect(pageReporting(root)).toBeNull();
    root.dataset.sentryDsn = ' ';
    expect(pageReporting(root)).toBeNull();
    root.dataset.sentryDsn = 'https://k@errors.example.internal/1';
    root.dataset.sentryEnv = 'staging';
    expect(pageReporting(root)).toEqual({ dsn: 'https://k@errors.example.internal/1', environment: 'staging' });
  });

  it('stays fully off without a DSN, or outside production', async () => {
    expect(await initSentry(readEnv({ VITE_APP_ENV: 'production' }), null)).toBe(false);
    expect(await initSentry(readEnv({ VITE_APP_ENV: 'beta' }), PAGE)).toBe(false);
    expect(sdk.init).not.toHaveBeenCalled();
  });

  it('starts in production with the DSN, as PC web client 2.0.0, with the limits of spec §9', async () => {
    expect(await initSentry(readEnv({ VITE_APP_ENV: 'production' }), PAGE)).toBe(true);
    const options = sdk.init.mock.calls[0][0];
    expect(options).toMatchObject({
      dsn: 'https://k@errors.example.internal/1',
      environment: 'staging',
      release: 'pc-web@2.0.0',
      tracesSampleRate: 1,
      maxBreadcrumbs: 100,
      maxValueLength: 250,
      ignoreErrors: ['ResizeObserver loop limit exceeded'],
      transportOptions: { bufferSize: 30 },
    });
    expect(IGNORED_ERRORS).toEqual(['ResizeObserver loop limit exceeded']);
    expect(sdk.browserTracingIntegration).toHaveBeenCalledWith({ finalTimeout: 600_000 });
    expect(sdk.linkedErrorsIntegration).toHaveBeenCalledWith({ limit: 5 });
    expect(Error.stackTraceLimit).toBe(50);
    expect(SENTRY_LIMITS.normalizeBytes).toBe(102_400);
  });

  it('flushes when the page is hidden', async () => {
    await initSentry(readEnv({ VITE_APP_ENV: 'production' }), PAGE);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sdk.flush).toHaveBeenCalled();
    visibility.mockRestore();
  });
});

describe('errors before the SDK arrives', () => {
  const production = readEnv({ VITE_APP_ENV: 'production' });
  const messages = () => sdk.captureException.mock.calls.map(([error]) => (error as Error).message);
  beforeEach(() => {
    Object.values(sdk).forEach((fn) => fn.mockClear());
    vi.resetModules();
  });

  it('are kept (route errors and uncaught ones) and sent once it has; then its own handlers take over', async () => {
    // Handled here, so the test runner does not count the dispatched errors as its own.
    const handled = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', handled);
    onTestFinished(() => window.removeEventListener('error', handled));
    const fresh = await import('@/lib/sentry');
    fresh.catchEarlyErrors(production, PAGE);
    fresh.reportError(new Error('route'));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught'), cancelable: true }));
    expect(sdk.captureException).not.toHaveBeenCalled();
    await fresh.initSentry(production, PAGE);
    expect(messages()).toEqual(['route', 'uncaught']);
    fresh.reportError(new Error('later route'));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later uncaught'), cancelable: true }));
    expect(messages()).toEqual(['route', 'uncaught', 'later route']);
  });

  it('are dropped when the page has no DSN, and nothing is kept or sent after', async () => {
    const fresh = await import('@/lib/sentry');
    fresh.catchEarlyErrors(production, null);
    fresh.reportError(new Error('route'));
    expect(await fresh.initSentry(production, null)).toBe(false);
    fresh.reportError(new Error('later'));
    expect(sdk.captureException).not.toHaveBeenCalled();
    expect(sdk.init).not.toHaveBeenCalled();
  });
});

describe('error-reporting payloads are held to 102400 bytes', () => {
  const huge = () => ({
    event_id: 'e1',
    level: 'error',
    release: 'pc-web@2.0.0',
    tags: { client: 'pc-web' },
    breadcrumbs: Array.from({ length: 100 }, (_, i) => ({ category: 'ui.click', message: `crumb-${i} ${'x'.repeat(5000)}` })),
    extra: { state: '状'.repeat(400_000) },
    request: { url: '/findJob', data: 'd'.repeat(200_000) },
    contexts: { redux: { state: { list: Array.from({ length: 5000 }, (_, i) => ({ id: i, text: 'y'.repeat(50) })) } } },
    exception: {
      values: [
        {
          type: 'TypeError',
          value: `Cannot read properties of undefined ${'v'.repeat(300_000)}`,
          stacktrace: {
            frames: Array.from({ length: 50 }, (_, i) => ({
              filename: `/assets/route-find-job-${i}.js`,
              function: 'f'.repeat(2000),
              lineno: i,
            })),
          },
        },
      ],
    },
  });

  it('trims a huge event in beforeSend to at most 102400 bytes, keeping the error and the event identity', async () => {
    await initSentry(readEnv({ VITE_APP_ENV: 'production' }), PAGE);
    const { beforeSend, beforeSendTransaction } = sdk.init.mock.calls[0][0] as {
      beforeSend: (event: object) => ReturnType<typeof huge>;
      beforeSendTransaction: (event: object) => object;
    };
    const event = huge();
    expect(bytesOf(event)).toBeGreaterThan(1_000_000);
    const sent = beforeSend(event);
    expect(bytesOf(sent)).toBeLessThanOrEqual(102_400);
    expect(sent.event_id).toBe('e1');
    expect(sent.exception.values[0].type).toBe('TypeError');
    expect(sent.exception.values[0].value).toMatch(/^Cannot read properties of undefined/);

    const transaction = {
      type: 'transaction',
      spans: Array.from({ length: 3000 }, (_, i) => ({ span_id: String(i), description: 'GET '.padEnd(100, 'z') })),
    };
    expect(bytesOf(beforeSendTransaction(transaction))).toBeLessThanOrEqual(102_400);
  });

  it('keeps as much as fits: the newest breadcrumbs survive when only they are too many', () => {
    const event = { event_id: 'e2', breadcrumbs: Array.from({ length: 100 }, (_, i) => ({ message: `crumb-${i} ${'x'.repeat(2000)}` })) };
    const sent = trimEvent(event);
    expect(bytesOf(sent)).toBeLessThanOrEqual(PAYLOAD_BYTES_MAX);
    expect(sent.breadcrumbs.length).toBeGreaterThan(10);
    expect(sent.breadcrumbs.at(-1)?.message).toMatch(/^crumb-99 /);
  });

  it('leaves an event within the limit untouched', () => {
    const event = { event_id: 'e3', message: 'ok', breadcrumbs: [{ message: 'a' }] };
    expect(trimEvent(event)).toBe(event);
  });
});
