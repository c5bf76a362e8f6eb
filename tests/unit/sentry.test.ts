import { readEnv } from '@/config/env';
import { IGNORED_ERRORS, SENTRY_LIMITS, initSentry } from '@/lib/sentry';
import { PAYLOAD_BYTES_MAX, bytesOf, trimEvent } from '@/lib/sentry-trim';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  flush: vi.fn(() => Promise.resolve(true)),
  browserTracingIntegration: vi.fn((options: unknown) => ({ name: 'BrowserTracing', options })),
  linkedErrorsIntegration: vi.fn((options: unknown) => ({ name: 'LinkedErrors', options })),
}));
vi.mock('@/lib/sentry-sdk', () => sdk);

describe('error reporting', () => {
  beforeEach(() => Object.values(sdk).forEach((fn) => fn.mockClear()));

  it('stays fully off without a DSN, or outside production', async () => {
    expect(await initSentry(readEnv({ VITE_APP_ENV: 'production' }))).toBe(false);
    expect(await initSentry(readEnv({ VITE_APP_ENV: 'beta', VITE_SENTRY_DSN: 'https://k@errors.example.internal/1' }))).toBe(false);
    expect(sdk.init).not.toHaveBeenCalled();
  });

  it('starts in production with the DSN, as PC web client 2.0.0, with the limits of spec §9', async () => {
    expect(await initSentry(readEnv({ VITE_APP_ENV: 'production', VITE_SENTRY_DSN: 'https://k@errors.example.internal/1' }))).toBe(true);
    const options = sdk.init.mock.calls[0][0];
    expect(options).toMatchObject({
      dsn: 'https://k@errors.example.internal/1',
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
    await initSentry(readEnv({ VITE_APP_ENV: 'production', VITE_SENTRY_DSN: 'https://k@errors.example.internal/1' }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sdk.flush).toHaveBeenCalled();
    visibility.mockRestore();
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
          stacktrace: { frames: Array.from({ length: 50 }, (_, i) => ({ filename: `/assets/route-find-job-${i}.js`, function: 'f'.repeat(2000), lineno: i })) },
        },
      ],
    },
  });

  it('trims a huge event in beforeSend to at most 102400 bytes, keeping the error and the event identity', async () => {
    await initSentry(readEnv({ VITE_APP_ENV: 'production', VITE_SENTRY_DSN: 'https://k@errors.example.internal/1' }));
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

    const transaction = { type: 'transaction', spans: Array.from({ length: 3000 }, (_, i) => ({ span_id: String(i), description: 'GET '.padEnd(100, 'z') })) };
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
