import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { trackRequests } from './network';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type BrowserServer, type Page } from 'playwright-core';

/** Chromium flags for a browser that reaches out to nothing on its own (the browser tests and bench:web). */
export const CHROMIUM_QUIET_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const LAUNCH_OPTIONS = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_QUIET_ARGS };

/**
 * Debian's Chromium, headless (a fresh temporary profile each launch), with nothing that reaches out to the network
 * on its own: launched once for a whole run of the browser tests (global-setup.ts); each test file connects to it.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/** A connection to the run's Chromium (launchBrowserServer); closing it leaves the browser to the other files. */
export async function connectBrowser(wsEndpoint: string): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.connect(wsEndpoint);
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

/** A phone as the browser tests hold one: 390×844, touch, the mobile viewport. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * A fresh context (a 1366×900 desktop unless `options` say otherwise, e.g. PHONE) and a page in it; its pages' requests
 * are counted for quiet() (network.ts).
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 900 }, ...options });
  trackRequests(context);
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot of a failed test under test-results/. */
export async function screenshotOnFailure(page: Page | undefined, name: string, failed: boolean) {
  if (!failed || !page) return;
  mkdirSync('test-results', { recursive: true });
  const file = join('test-results', `${name.replace(/[^\w-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  console.error(`screenshot of the failure: ${file}`);
}
