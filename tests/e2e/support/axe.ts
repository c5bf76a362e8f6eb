import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { quiet } from './network';

/** WCAG 2.2 AA: the tags of levels A and AA (axe-core's rules for levels A and AA of 2.0, 2.1 and 2.2). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Waits for the page to be still: no request in flight, no spinner or skeleton, no animation or transition
 * running or waiting to start, no antd motion class on (a dialog fading or zooming in reads as low contrast: axe
 * measures its text through the opacity), for at most `timeout` ms.
 */
export async function settle(page: Page, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  // Two rounds at most: a screen whose code came lazily may start its call only after the page looked still once.
  for (let round = 0; round < 2; round++) {
    await stillOnce(page, Math.max(1000, deadline - Date.now()));
    if (!(await quiet(page, { timeout: 50 })).length) return;
  }
}

/** When the page's DOM last changed (performance.now()), kept by an observer settle() installs once per document. */
declare global {
  interface Window {
    __settleChangedAt?: number;
  }
}

async function stillOnce(page: Page, timeout: number) {
  // What the last step started (a click's dialog, a drawer) has had two frames to render and begin its motion.
  await page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          if (window.__settleChangedAt === undefined) {
            window.__settleChangedAt = performance.now();
            new MutationObserver(() => (window.__settleChangedAt = performance.now())).observe(document, {
              subtree: true,
              childList: true,
              attributes: true,
              characterData: true,
            });
          }
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          setTimeout(resolve, 1000); // a page that draws no frames (hidden) still goes on
        }),
    )
    .catch(() => undefined);
  // The app has replaced index.html's static shell (its first render: the screen's calls start then), and none of
  // the page's requests has been in flight for a moment.
  const pending = await quiet(page, { timeout, ready: () => !document.querySelector('#root > .shell') });
  if (pending.length) console.warn(`settle: after ${timeout} ms still in flight: ${pending.join(', ')}`);
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.ant-spin-spinning, .ant-skeleton, .light-skeleton, [aria-busy="true"]') &&
        // antd's open motion: the classes stay on through its phases, and in the first ("prepare") the animation is
        // paused at opacity 0, so a paused animation counts as moving too; only endless ones (spinners) are ignored.
        ![...document.querySelectorAll('[class]')].some((el) =>
          /(^|\s)ant-[\w-]*-(appear|enter|leave)(-|\s|$)/.test(el.getAttribute('class') ?? ''),
        ) &&
        document.getAnimations().every((a) => a.playState === 'finished' || a.effect?.getTiming().iterations === Infinity) &&
        // Nothing in the DOM changed for a moment: a lazily loaded section that has not started its call yet, or an
        // answer that just came (a button enabled by it fades from its disabled colours), is not "still".
        performance.now() - (window.__settleChangedAt ?? 0) >= 250,
      undefined,
      { timeout, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * Runs axe-core (injected by playwright-core, evaluated past the page's CSP) on the page as it stands and returns
 * one line per violation: where, the rule id, its help and the elements it found.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeResult[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, WCAG_TAGS);
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.help}) × ${v.nodes.length}: ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join(' | ')}`,
  );
}
