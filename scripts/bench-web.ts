/**
 * `npm run bench:web`: builds the SPA, starts the real server on a fresh embedded database (as `npm start` does),
 * then prints for each page of scripts/check-budgets.mjs (the public pages, and every logged-in screen visited as
 * the demo admin) what a fresh visit loads before the page is idle (JS and CSS: raw, gzip, brotli, bytes on the
 * wire, files), measured in Debian's Chromium, and checks that the scripts the browser fetched are the very files
 * check-budgets counts for that page. Then Lighthouse: mobile and desktop on the public pages, mobile on the five
 * logged-in screens of check-budgets' LIGHTHOUSE_PAGES (logged in).
 *
 * `npm run bench:lighthouse` runs only the Lighthouse part. Chromium is never downloaded: a missing
 * /usr/bin/chromium (or CHROMIUM_PATH) is reported and the bench stops. BENCH_NO_BUILD=1 measures the current
 * dist/ as it is; BENCH_NO_LIGHTHOUSE=1 skips Lighthouse; BENCH_FILES=1 lists each page's scripts.
 * BENCH_LH_ROUTES=workbench/order,settlement audits only the logged-in screens whose pattern contains one of the
 * comma-separated words (and no public page); BENCH_LH_RUNS=3 audits each page 3 times and prints each run and
 * the median (by performance score); BENCH_LH_SAVE=<dir> keeps every report as JSON. Each row names the LCP element.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import * as tasks from '@contract/tasks';
import { urlOf } from '../server/src/http/route';
import { CHROMIUM_QUIET_ARGS } from '../tests/e2e/support/browser';
import { startServer, type RunningServer } from '../tests/e2e/support/server';
import { BUDGETS, IDLE_PREFETCH, LIGHTHOUSE_PAGES, closure, pageScripts, readManifest, type Manifest } from './check-budgets.mjs';
import { runLighthouse, type Lh, type LhCase } from './bench/lighthouse';
import { fill, logIn, screenIds, type ScreenIds } from './bench/session';
import { add, compareFiles, emptyWeight, weigh, type Visit } from './bench/weigh';

/** Flags for a headless Chromium that reaches out to nothing on its own (the same set the browser tests use). */
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_QUIET_ARGS];

interface RouteCase {
  /** The page's name in check-budgets (its path pattern), or a page it does not budget. */
  name: string;
  path: string;
  /** Visited logged in as the demo admin. */
  session?: boolean;
}

function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  return candidates.find((p) => existsSync(p)) ?? null;
}

async function weighAll(
  browser: Browser,
  server: RunningServer,
  routes: RouteCase[],
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const out = new Map<string, Visit>();
  for (const r of routes) {
    // A new context each time: an empty HTTP cache, as on a first visit (a session's storage where needed).
    const context = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 1366, height: 900 },
      storageState: r.session ? storageState : undefined,
    });
    if (process.env.BENCH_FILES === '1') console.error(`visiting ${r.path}`);
    out.set(r.name, await weigh(context, server.url, r.path));
    await context.close();
  }
  return out;
}

const kb = (n: number) => (n / 1024).toFixed(1);
const sec = (ms: number) => (ms / 1000).toFixed(1) + ' s';
const pad = (cells: string[], widths: number[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('');

/**
 * The JS of a visit as check-budgets counts it: without the boot file (index.html's few hundred bytes that ask for
 * the entry; not in the manifest) and without what FeedbackProvider prefetches once the page is idle (IDLE_PREFETCH;
 * whether it lands inside the measured window depends on the machine's speed).
 */
function firstVisitJs(visit: Visit, manifest: Manifest, budgetFiles: string[]) {
  const own = new Set(budgetFiles);
  const idle = new Set([...closure(manifest, IDLE_PREFETCH)].map((k) => manifest[k].file).filter((f) => !own.has(f)));
  const counted = visit.scripts.filter((s) => !/^assets\/boot-[\w-]+\.js$/.test(s.file) && !idle.has(s.file));
  const js = emptyWeight();
  for (const s of counted) add(js, s.size);
  return { js, files: counted.map((s) => s.file) };
}

function printWeights(routes: RouteCase[], visits: Map<string, Visit>): boolean {
  const manifest = readManifest('dist');
  const w = [52, 7, 9, 9, 9, 9];
  console.log(`\nJS and CSS a fresh visit loads before the network is idle (KB; gzip -9 and brotli -q11 of each file; wire = as served)`);
  console.log(`JS as check-budgets counts it: without the boot file and the toasts' code prefetched once the page is idle\n`);
  console.log(pad(['route', 'files', 'raw', 'gzip', 'brotli', 'wire'], w) + '   check-budgets');
  let agree = true;
  for (const r of routes) {
    const visit = visits.get(r.name)!;
    const budget = BUDGETS.find((b) => b.page === r.name);
    const computed = budget ? pageScripts(manifest, budget) : [];
    const { js, files } = firstVisitJs(visit, manifest, computed);
    let verdict = '(not budgeted)';
    if (budget) {
      const { onlyMeasured, onlyComputed } = compareFiles(files, computed);
      verdict =
        onlyMeasured.length || onlyComputed.length
          ? `DIFFERS: browser only ${onlyMeasured.join(' ') || '-'}; budget only ${onlyComputed.join(' ') || '-'}`
          : 'same files';
      if (verdict !== 'same files') agree = false;
    }
    const { css } = visit;
    console.log(pad([`${r.name} JS`, String(js.files), kb(js.raw), kb(js.gzip), kb(js.brotli), kb(js.wire)], w) + `   ${verdict}`);
    console.log(pad([`${r.name} CSS`, String(css.files), kb(css.raw), kb(css.gzip), kb(css.brotli), kb(css.wire)], w));
    if (process.env.BENCH_FILES === '1') for (const f of files) console.log(`    ${f}`);
  }
  return agree;
}

async function lighthouseAll(chromePath: string, server: RunningServer, publicRoutes: RouteCase[], ids: ScreenIds): Promise<void> {
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} (simulated throttling) in ${chromePath}; scores vary with the machine's load\n`,
  );
  const lw = [52, 9, 6, 9, 9, 9, 7, 6];
  console.log(pad(['route', 'form', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'a11y'], lw));
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS) || 1);
  const only = (process.env.BENCH_LH_ROUTES ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  const row = (name: string, c: LhCase, s: Lh | Error) => {
    if (s instanceof Error) return console.log(pad([name, c.desktop ? 'desktop' : 'mobile', `failed: ${s.message}`], [52, 9, 60]));
    const cells = [
      name,
      c.desktop ? 'desktop' : 'mobile',
      String(s.performance),
      sec(s.fcp),
      sec(s.lcp),
      `${Math.round(s.tbt)} ms`,
      s.cls.toFixed(3),
      String(s.accessibility),
    ];
    console.log(
      pad(cells, lw) +
        (s.failed.length ? `   a11y: ${s.failed.join(', ')}` : '') +
        `   LCP: ${s.lcpElement}   (load ${loadavg()[0].toFixed(2)})`,
    );
  };
  // With several runs: each as it comes, then the median of each page's measured runs once its last run is in (a
  // run Lighthouse could not measure counts as run, not in the median).
  const seen = new Map<LhCase, (Lh | Error)[]>();
  const report = (c: LhCase, s: Lh | Error) => {
    const done = [...(seen.get(c) ?? []), s];
    seen.set(c, done);
    row(runs > 1 ? `${c.name} #${done.length}` : c.name, c, s);
    const measured = done.filter((d): d is Lh => !(d instanceof Error)).sort((a, b) => a.performance - b.performance);
    if (runs > 1 && done.length === runs && measured.length) row(`${c.name} median`, c, measured[Math.floor((measured.length - 1) / 2)]);
  };
  const repeat = (cases: LhCase[]) => cases.flatMap((c) => Array.from({ length: runs }, () => c));
  if (!only.length) {
    const publicCases = publicRoutes.flatMap((r) => [false, true].map((desktop) => ({ name: r.name, url: server.url + r.path, desktop })));
    await runLighthouse(chromePath, CHROMIUM_FLAGS, repeat(publicCases), report);
  }
  const pages = LIGHTHOUSE_PAGES.filter((page: string) => !only.length || only.some((w) => page.includes(w)));
  const sessionCases = pages.map((page: string) => ({ name: page, url: server.url + fill(page, { ...ids }), desktop: false }));
  await runLighthouse(chromePath, CHROMIUM_FLAGS, repeat(sessionCases), report, server);
}

async function main(): Promise<void> {
  const chromePath = findChromium();
  if (!chromePath) {
    console.error(
      "Chromium was not found at /usr/bin/chromium (or CHROMIUM_PATH); install Debian's chromium package. Nothing is downloaded.",
    );
    process.exit(1);
  }
  const onlyLighthouse = process.argv.includes('--lighthouse');
  if (process.env.BENCH_NO_BUILD !== '1') {
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await startServer({ LOG_LEVEL: 'info' });
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROMIUM_FLAGS.slice(1) });
  let agree = true;
  try {
    const list = await fetch(server.url + urlOf(tasks.selectTaskList), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageSize: 1 }),
    });
    const taskId = ((await list.json()) as { data: { list: { taskId: string }[] } }).data.list[0].taskId;
    // The session (and the demo data's ids) from one login; every logged-in visit starts from its storage.
    const context = await browser.newContext({ locale: 'zh-CN' });
    const loginPage = await context.newPage();
    await logIn(loginPage, server);
    const ids = await screenIds(loginPage, server);
    const storageState = await context.storageState();
    await context.close();

    // The public pages (the task detail among them, for the first task listed), then the logged-in screens.
    const publicRoutes: RouteCase[] = BUDGETS.filter((b) => !b.session).map((b) => ({ name: b.page, path: fill(b.page, { taskId }) }));
    const routes: RouteCase[] = [
      ...publicRoutes,
      ...BUDGETS.filter((b) => b.session).map((b) => ({ name: b.page, path: fill(b.page, { ...ids }), session: true })),
    ];
    if (!onlyLighthouse) agree = printWeights(routes, await weighAll(browser, server, routes, storageState));
    if (!agree) console.log('\nThe browser fetched other scripts than check-budgets counts: update the budgets (`also`) or the code.');

    if (process.env.BENCH_NO_LIGHTHOUSE === '1' && !onlyLighthouse) return;
    await lighthouseAll(chromePath, server, publicRoutes, ids);
  } finally {
    await browser.close();
    await server.stop();
  }
  if (!agree) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
