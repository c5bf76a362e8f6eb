/**
 * bench:web's Lighthouse runs (the `lighthouse` package driving Debian's Chromium through chrome-launcher; nothing
 * is downloaded). A logged-in run logs in once in the launched Chromium (Playwright over CDP, the real login
 * screen) and then audits each page there: Lighthouse's own storage reset clears the HTTP cache and service
 * workers before every page but keeps localStorage, where the session lives, so each audit is a first visit of a
 * logged-in user.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch as launchChrome, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import type { RunningServer } from '../../tests/e2e/support/server';
import { logIn } from './session';

export interface Lh {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The accessibility audits that failed, by id (what keeps the score under 100). */
  failed: string[];
  /** The largest contentful paint's element (its selector and a snippet of its markup), where Lighthouse names it. */
  lcpElement: string;
}

/** The LCP element as largest-contentful-paint-element's first table names it. */
function lcpElementOf(audit: { details?: unknown } | undefined): string {
  const details = audit?.details as { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} ${(node.snippet ?? '').slice(0, 100)}` : '-';
}

async function audit(chrome: LaunchedChrome, url: string, desktop: boolean): Promise<Lh> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A run that could not measure (a trace without paint events, say) says why instead of printing NaN.
  if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
  // BENCH_LH_SAVE=<dir> keeps each run's whole report (request chains, Lantern's estimates) to look into.
  const saveDir = process.env.BENCH_LH_SAVE;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${desktop ? 'desktop' : 'mobile'}-${Date.now()}.json`;
    writeFileSync(join(saveDir, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const a11yRefs = categories.accessibility?.auditRefs ?? [];
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failed: a11yRefs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id),
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
  };
}

/** Lighthouse now and then cannot measure a run (a trace without its paint events): one more try. */
const auditWithRetry = (chrome: LaunchedChrome, url: string, desktop: boolean) =>
  audit(chrome, url, desktop).catch(() => audit(chrome, url, desktop));

export interface LhCase {
  name: string;
  url: string;
  desktop: boolean;
}

/**
 * Audits `cases` in one Chromium, logged in as the demo admin first when `session` is set; `report` gets each
 * result (or the error) as it comes.
 */
export async function runLighthouse(
  chromePath: string,
  flags: string[],
  cases: LhCase[],
  report: (c: LhCase, result: Lh | Error) => void,
  session?: RunningServer,
): Promise<void> {
  const chrome = await launchChrome({ chromePath, chromeFlags: flags, logLevel: 'silent' });
  try {
    if (session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await logIn(page, session);
      await page.close();
      // Disconnects; the browser stays for Lighthouse.
      await browser.close();
    }
    for (const c of cases) {
      report(c, await auditWithRetry(chrome, c.url, c.desktop).catch((err: unknown) => err as Error));
    }
  } finally {
    chrome.kill();
  }
}
