import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { connectBrowser, newPage, screenshotOnFailure } from './browser';
import { startServer, type RunningServer } from './server';
import { apiLogIn, DEMO_ADMIN, rememberSession, type Session } from './session';

export interface BrowserSuite {
  readonly server: RunningServer;
  /** The context of the page `open()` made last (a second tab shares it, and so its storage). */
  readonly context: BrowserContext;
  /** A fresh browser context and page on the suite's server (`options`: e.g. PHONE); closed after the test. */
  open(options?: BrowserContextOptions): Promise<Page>;
  /**
   * open(), already logged in as `phone` (apiLogIn: no login screen, the page still blank) — for tests that are not
   * about logging in. `channel`: the sid and sourcecode a login page's address would carry.
   */
  signIn(phone?: string, options?: BrowserContextOptions & { channel?: { sid?: string; sourcecode?: string } }): Promise<Page>;
  /** The session signIn() made last. */
  readonly session: Session;
}

/**
 * One real server per test file (on its own copy of the run's freshly seeded database, `env` on top of the
 * defaults), the run's one Chromium (global-setup.ts); a new context per test, and a screenshot under
 * test-results/ when a test fails.
 */
export function browserSuite(name: string, env: Record<string, string> = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let closeBrowser: (() => Promise<void>) | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let session: Session | undefined;

  beforeAll(async () => {
    // Side by side; both settle before any failure is thrown, so afterAll stops whatever did start.
    const settled = await Promise.allSettled([
      startServer(env, { template: inject('e2eDataTemplate') }).then((s) => (server = s)),
      connectBrowser(inject('e2eBrowserEndpoint')).then((b) => ({ browser, close: closeBrowser } = b)),
    ]);
    for (const s of settled) if (s.status === 'rejected') throw s.reason;
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
  const open = async (options?: BrowserContextOptions) => {
    ({ context, page } = await newPage(required(browser, 'the browser'), required(server, 'the server').url, options));
    return page;
  };
  return {
    get server() {
      return required(server, 'the server');
    },
    get context() {
      return required(context, 'the browser context');
    },
    get session() {
      return required(session, 'a signed-in session');
    },
    open,
    async signIn(phone = DEMO_ADMIN, { channel, ...options } = {}) {
      session = await apiLogIn(required(server, 'the server'), phone, channel);
      const p = await open({ ...options, storageState: session.storageState });
      rememberSession(p.context(), session);
      return p;
    },
  };
}
