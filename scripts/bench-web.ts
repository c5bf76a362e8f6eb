/**
 * `npm run bench:web`: builds the SPA, starts the real server on a fresh embedded database (as `npm start` does),
 * then prints for each route what a fresh visit loads before the page is idle (JS and CSS: raw, gzip, brotli,
 * bytes on the wire, files), measured in Debian's Chromium, and Lighthouse's mobile and desktop scores.
 *
 * Chromium is never downloaded: a missing /usr/bin/chromium (or CHROMIUM_PATH) is reported and the bench stops.
 * BENCH_NO_BUILD=1 measures the current dist/ as it is; BENCH_NO_LIGHTHOUSE=1 skips Lighthouse.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as tasks from '@contract/tasks';
import { urlOf } from '../server/src/http/route';
import { CHROMIUM_QUIET_ARGS } from '../tests/e2e/support/browser';
import { startServer, type RunningServer } from '../tests/e2e/support/server';

const DEMO_ADMIN = '13800000000';

/** Flags for a headless Chromium that reaches out to nothing on its own (the same set the browser tests use). */
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_QUIET_ARGS];

interface RouteCase {
  name: string;
  path: string;
  /** Needs a session: measured after logging in (Lighthouse is not run on it). */
  session?: boolean;
}

interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  wire: number;
}

interface Lh {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  return candidates.find((p) => existsSync(p)) ?? null;
}

const emptyWeight = (): Weight => ({ files: 0, raw: 0, gzip: 0, brotli: 0, wire: 0 });

/** Loads `path` in a fresh context and sums every script and stylesheet it fetched until the network was idle. */
async function weigh(context: BrowserContext, base: string, path: string): Promise<{ js: Weight; css: Weight }> {
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const js = emptyWeight();
  const css = emptyWeight();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const into = type === 'script' ? js : type === 'stylesheet' ? css : null;
    if (!into || !response.url().startsWith(base)) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        into.files += 1;
        into.raw += body.length;
        into.gzip += gzipSync(body, { level: 9 }).length;
        into.brotli += brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
        into.wire += sizes.responseBodySize;
      })(),
    );
  });
  // Generous: on a busy machine a first visit can take far longer than Playwright's default 30 s.
  await page.goto(base + path, { waitUntil: 'networkidle', timeout: 180_000 });
  // A chunk requested by an idle callback or a timer just after the load still counts as part of the visit.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return { js, css };
}

async function logIn(page: Page, server: RunningServer): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('手机号').fill(DEMO_ADMIN);
  const since = server.logOffset();
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await server.codeFor(DEMO_ADMIN, since);
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登 录' }).or(page.getByRole('button', { name: '登录' })).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function weighAll(browser: Browser, server: RunningServer, routes: RouteCase[]) {
  const out = new Map<string, { js: Weight; css: Weight }>();
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  if (routes.some((r) => r.session)) {
    const context = await browser.newContext({ locale: 'zh-CN' });
    await logIn(await context.newPage(), server);
    storageState = await context.storageState();
    await context.close();
  }
  for (const r of routes) {
    // A new context each time: an empty HTTP cache, as on a first visit (a session's storage where needed).
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 }, storageState: r.session ? storageState : undefined });
    out.set(r.name, await weigh(context, server.url, r.path));
    await context.close();
  }
  return out;
}

async function runLighthouse(chromePath: string, url: string, desktop: boolean): Promise<Lh> {
  const chrome = await launchChrome({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A run that could not measure (a trace without paint events, say) says why instead of printing NaN.
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);
const sec = (ms: number) => (ms / 1000).toFixed(1) + ' s';
const pad = (cells: string[], widths: number[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('');

async function main(): Promise<void> {
  const chromePath = findChromium();
  if (!chromePath) {
    console.error("Chromium was not found at /usr/bin/chromium (or CHROMIUM_PATH); install Debian's chromium package. Nothing is downloaded.");
    process.exit(1);
  }
  if (process.env.BENCH_NO_BUILD !== '1') {
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await startServer({ LOG_LEVEL: 'info' });
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const list = await fetch(server.url + urlOf(tasks.selectTaskList), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageSize: 1 }),
    });
    const taskId = ((await list.json()) as { data: { list: { taskId: string }[] } }).data.list[0].taskId;
    const routes: RouteCase[] = [
      { name: '/login', path: '/login' },
      { name: '/', path: '/' },
      { name: '/findJob', path: '/findJob' },
      { name: '/findJob/workDetail/<id>', path: `/findJob/workDetail/${taskId}` },
      { name: '/workbench', path: '/workbench', session: true },
    ];
    const weights = await weighAll(browser, server, routes);

    const w = [26, 8, 9, 9, 9, 9];
    console.log(`\nJS and CSS a fresh visit loads before the network is idle (KB; gzip -9 and brotli -q11 of each file; wire = as served)\n`);
    console.log(pad(['route', 'files', 'raw', 'gzip', 'brotli', 'wire'], w));
    for (const r of routes) {
      const { js, css } = weights.get(r.name)!;
      console.log(pad([`${r.name} JS`, String(js.files), kb(js.raw), kb(js.gzip), kb(js.brotli), kb(js.wire)], w));
      console.log(pad([`${r.name} CSS`, String(css.files), kb(css.raw), kb(css.gzip), kb(css.brotli), kb(css.wire)], w));
    }

    if (process.env.BENCH_NO_LIGHTHOUSE === '1') return;
    console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} (simulated throttling) in ${chromePath}\n`);
    const lw = [26, 9, 6, 9, 9, 9, 7];
    console.log(pad(['route', 'form', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'a11y'], [...lw, 6]));
    for (const r of routes) {
      if (r.session) {
        console.log(pad([r.name, '—', 'needs a session: not run'], [26, 9, 30]));
        continue;
      }
      for (const desktop of [false, true]) {
        try {
          // Lighthouse now and then cannot measure a run (a trace without its paint events): one more try.
          const s = await runLighthouse(chromePath, server.url + r.path, desktop).catch(() => runLighthouse(chromePath, server.url + r.path, desktop));
          console.log(
            pad([r.name, desktop ? 'desktop' : 'mobile', String(s.performance), sec(s.fcp), sec(s.lcp), `${Math.round(s.tbt)} ms`, s.cls.toFixed(3), String(s.accessibility)], [...lw, 6]),
          );
        } catch (err) {
          console.log(pad([r.name, desktop ? 'desktop' : 'mobile', `failed: ${(err as Error).message}`], [26, 9, 60]));
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
