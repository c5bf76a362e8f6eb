import { readEnv } from '@/config/env';
import { IGNORED_ERRORS, SENTRY_LIMITS, initSentry } from '@/lib/sentry';

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
