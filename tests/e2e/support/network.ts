import type { BrowserContext, Page, Request } from 'playwright-core';

/** A page's requests in flight (sent, neither finished nor failed) and when that set last changed. */
interface Traffic {
  inflight: Set<Request>;
  changedAt: number;
}

const traffic = new WeakMap<Page, Traffic>();

/**
 * Not counted: the tracker's page views and clicks (src/lib/tracking), sent as keepalive requests — Chromium reports no
 * end for those to the page, and no screen waits on them.
 */
const UNCOUNTED = /\/bury\/open\/add(\?|$)/;

function watch(page: Page) {
  if (traffic.has(page)) return;
  const t: Traffic = { inflight: new Set(), changedAt: Date.now() };
  traffic.set(page, t);
  page.on('request', (r) => {
    if (UNCOUNTED.test(r.url())) return;
    t.inflight.add(r);
    t.changedAt = Date.now();
  });
  const done = (r: Request) => {
    if (t.inflight.delete(r)) t.changedAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Counts the requests of every page of `context`, from now on (newPage in browser.ts calls it on each new context). */
export function trackRequests(context: BrowserContext) {
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}

/**
 * Waits until `page` has had no request in flight for `quietMs` (a lazy chunk that answered may start a call: a short
 * pause, not Playwright's fixed 500 ms of `networkidle` after every load) and `ready` (evaluated in the page, e.g. no
 * spinner left) holds at the same moment, for at most `timeout` ms. Resolves to an empty list when it went quiet, else
 * to the requests still in flight (or a line saying `ready` never held), so a caller can ignore a timeout or name what
 * never ended.
 */
export async function quiet(
  page: Page,
  { quietMs = 150, timeout = 15_000, ready }: { quietMs?: number; timeout?: number; ready?: () => boolean } = {},
): Promise<string[]> {
  watch(page);
  const t = traffic.get(page)!;
  const deadline = Date.now() + timeout;
  for (;;) {
    const idleFor = t.inflight.size ? 0 : Date.now() - t.changedAt;
    if (idleFor >= quietMs && (!ready || (await page.evaluate(ready).catch(() => false)))) {
      // Still quiet after the page's answer: nothing started meanwhile.
      if (!t.inflight.size && Date.now() - t.changedAt >= quietMs) return [];
    }
    if (Date.now() >= deadline)
      return t.inflight.size ? [...t.inflight].map((r) => r.url()) : ['(none in flight, but the page never got ready)'];
    await new Promise((r) => setTimeout(r, t.inflight.size ? 25 : Math.max(10, Math.min(50, quietMs - idleFor))));
  }
}
