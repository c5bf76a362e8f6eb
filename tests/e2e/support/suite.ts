import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshotOnFailure } from './browser';
import { startServer, type RunningServer } from './server';

export interface BrowserSuite {
  readonly server: RunningServer;
  /** The context of the page `open()` made last (a second tab shares it, and so its storage). */
  readonly context: BrowserContext;
  /** A fresh browser context and page on the suite's server; closed after the test. */
  open(): Promise<Page>;
}

/**
 * One real server (fresh embedded database, `env` on top of the defaults) and one Chromium per test file; a new
 * context per test, and a screenshot under test-results/ when a test fails.
 */
export function browserSuite(name: string, env: Record<string, string> = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let closeBrowser: (() => Promise<void>) | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    server = await startServer(env);
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.stop();
  });
  afterEach(async (ctx) => {
    await screenshotOnFailure(page, `${name}-${ctx.task.name}`, ctx.task.result?.state === 'fail');
    await context?.close();
    context = page = undefined;
  });

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: use it inside a test`);
    return value;
  };
  return {
    get server() {
      return required(server, 'the server');
    },
    get context() {
      return required(context, 'the browser context');
    },
    async open() {
      ({ context, page } = await newPage(required(browser, 'the browser'), required(server, 'the server').url));
      return page;
    },
  };
}
