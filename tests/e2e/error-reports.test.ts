import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSentryIntake } from '../../server/test/helpers/sentry-intake';
import { quiet } from './support/network';
import { browserSuite } from './support/suite';

const SDK_CHUNK = /\/assets\/sentry-sdk-[\w-]+\.js$/;

/** Every URL the page requests from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

/** Past the point where the page decides whether to load the SDK (after its first paint: src/main.tsx). */
const afterFirstPaint = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));

/** An error nothing catches, thrown from a task of its own as a bug in a handler would be. */
const throwUncaught = (page: Page, message: string) =>
  page.evaluate(
    (m) =>
      void setTimeout(() => {
        throw new Error(m);
      }, 0),
    message,
  );

describe('with SENTRY_DSN on the server', () => {
  let intake: Awaited<ReturnType<typeof startSentryIntake>> | undefined;
  // Filled in before the suite's server starts (hooks run in order), once the intake has its port.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    intake = await startSentryIntake();
    Object.assign(env, { SENTRY_DSN: intake.dsn, SENTRY_ENVIRONMENT: 'e2e-staging' });
  });
  afterAll(() => intake?.close());
  const suite = browserSuite('error-reports-on', env);

  it('the page loads the SDK after its first paint and reports an uncaught error to the DSN', async () => {
    const p = await suite.open();
    const requests = requestsOf(p);
    await p.goto('/login');
    await expect.poll(() => requests.some((url) => SDK_CHUNK.test(url))).toBe(true);
    await throwUncaught(p, 'e2e: uncaught in a handler');
    const event = await intake!.waitForEvent((e) => JSON.stringify(e.exception ?? '').includes('e2e: uncaught in a handler'), 30_000);
    expect(event).toMatchObject({ environment: 'e2e-staging', release: 'pc-web@2.0.0', platform: 'javascript' });
    // Posted by the page itself, which its CSP (connect-src) allowed.
    const posted = intake!.envelopes.find((e) => e.items.some((i) => i.payload === event))!;
    expect(posted.origin).toBe(suite.server.url);
    expect(posted.url).toMatch(/^\/api\/1\/envelope\/\?.*sentry_key=public/);
  });
});

describe('without SENTRY_DSN', () => {
  const suite = browserSuite('error-reports-off');

  it('the page loads no SDK and requests nothing of another origin, even on an uncaught error', async () => {
    const p = await suite.open();
    const requests = requestsOf(p);
    await p.goto('/login');
    expect(await p.evaluate(() => document.documentElement.dataset.sentryDsn)).toBeUndefined();
    await afterFirstPaint(p);
    await throwUncaught(p, 'e2e: uncaught without a DSN');
    await afterFirstPaint(p);
    expect(await quiet(p)).toEqual([]);
    expect(requests.filter((url) => SDK_CHUNK.test(url) || /sentry/i.test(url))).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(suite.server.url) && !url.startsWith('data:'))).toEqual([]);
  });
});
