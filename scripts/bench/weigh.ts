/**
 * bench:web's weighing: what a fresh visit of a page fetches (scripts and stylesheets) before the network is idle,
 * raw, gzip -9, brotli -q11 and as served, with the list of script files, to hold against check-budgets' list.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

export interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  wire: number;
}

export interface Visit {
  js: Weight;
  css: Weight;
  /** Each script fetched (its path under the server's root, without the leading slash: assets/x-hash.js) and its sizes. */
  scripts: { file: string; size: Weight }[];
}

export const emptyWeight = (): Weight => ({ files: 0, raw: 0, gzip: 0, brotli: 0, wire: 0 });

export function add(into: Weight, size: Weight): void {
  into.files += size.files;
  into.raw += size.raw;
  into.gzip += size.gzip;
  into.brotli += size.brotli;
  into.wire += size.wire;
}

/** Loads `path` in `context` (a fresh one: an empty HTTP cache) and sums every script and stylesheet it fetched. */
export async function weigh(context: BrowserContext, base: string, path: string): Promise<Visit> {
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const visit: Visit = { js: emptyWeight(), css: emptyWeight(), scripts: [] };
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const into = type === 'script' ? visit.js : type === 'stylesheet' ? visit.css : null;
    if (!into || !response.url().startsWith(base)) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const size = {
          files: 1,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
          wire: sizes.responseBodySize,
        };
        add(into, size);
        if (type === 'script') visit.scripts.push({ file: new URL(response.url()).pathname.slice(1), size });
      })().catch((err: unknown) => {
        throw new Error(`${path}: ${response.url()}: ${(err as Error).message}`);
      }),
    );
  });
  // Generous: on a busy machine a first visit can take far longer than Playwright's default 30 s. A page that keeps
  // polling may never go quiet for 500 ms: after a minute of waiting, what it has fetched is the visit.
  await page.goto(base + path, { waitUntil: 'load', timeout: 180_000 });
  const quiet = () => page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await quiet();
  // A chunk requested by an idle callback or a timer just after the load still counts as part of the visit.
  await page.waitForTimeout(1500);
  await quiet();
  // A response that arrived while the others were read adds to the list: read until none is left.
  for (let done = 0; done < pending.length;) {
    const batch = pending.slice(done);
    done = pending.length;
    await Promise.all(batch);
  }
  page.removeAllListeners('response');
  await page.close();
  visit.scripts.sort((a, b) => a.file.localeCompare(b.file));
  return visit;
}

/** Where the browser's list and check-budgets' list differ: the files only one of them has. */
export function compareFiles(measured: string[], computed: string[]): { onlyMeasured: string[]; onlyComputed: string[] } {
  const m = new Set(measured);
  const c = new Set(computed);
  return { onlyMeasured: [...m].filter((f) => !c.has(f)), onlyComputed: [...c].filter((f) => !m.has(f)) };
}
