import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated through the DevTools protocol: the page's CSP forbids injected script tags.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.2 AA violations inside the elements `include` selects, as `rule: targets` lines. */
export async function axeViolationsIn(page: Page, include: string[]): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (within) => {
    type Axe = { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run(
      { include: within.map((selector) => [selector]) },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    );
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, include);
}

export interface LayoutFacts {
  viewport: number;
  /** The document's width: more than `viewport` is a page the user can pan sideways. */
  scrollWidth: number;
  /** Pairs of header items whose boxes overlap (a tap meant for one lands on the other). */
  headerOverlaps: string[];
  /** Interactive elements whose box a tap hits is under 24×24 px (WCAG 2.2 SC 2.5.8). */
  small: string[];
  /** Primary buttons under 44×44 px (only counted when `primaryMin` is given: a phone). */
  lowPrimary: string[];
}

/**
 * What a person sees of the page's layout, measured in the page: the document's width, overlapping header items,
 * targets under 24 px and, on a phone, primary buttons under 44 px. `within` narrows the target checks to an open
 * dialog or drawer. A target's box is the widget a tap on it works through (a tab's whole tab, a select's box, a
 * checkbox's label), whichever of the two is larger.
 */
export function layoutFacts(page: Page, options: { primaryMin?: number; within?: string } = {}): Promise<LayoutFacts> {
  return page.evaluate(({ primaryMin, within }) => {
    const TARGETS =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=menuitem], [role=combobox], [tabindex="0"]';
    const WIDGETS = '.ant-tabs-tab, .ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-segmented-item';
    // A label works for its input (a tap on its text ticks the box), not for a link inside it.
    const LABELS = '.ant-checkbox-wrapper, .ant-radio-wrapper, .ant-radio-button-wrapper, label';
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"], [inert]');
    };
    const name = (el: Element, r: DOMRect) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24)}" ${Math.round(r.width)}×${Math.round(r.height)}`;
    const hitBox = (el: Element) => {
      const own = el.getBoundingClientRect();
      const widget = el.parentElement?.closest(el.matches('input') ? `${WIDGETS}, ${LABELS}` : WIDGETS)?.getBoundingClientRect();
      return widget && widget.width * widget.height > own.width * own.height ? widget : own;
    };

    const root = within ? document.querySelector(within) : document.body;
    const targets = root ? [...root.querySelectorAll(TARGETS)].filter(shown) : [];
    const small = targets.flatMap((el) => {
      const box = hitBox(el);
      return box.width < 24 - 0.5 || box.height < 24 - 0.5 ? [name(el, box)] : [];
    });
    const lowPrimary = primaryMin
      ? (root ? [...root.querySelectorAll('.ant-btn-primary, .light-btn-primary')] : []).filter(shown).flatMap((el) => {
          const box = el.getBoundingClientRect();
          return box.height < primaryMin - 0.5 || box.width < primaryMin - 0.5 ? [name(el, box)] : [];
        })
      : [];

    const header = document.querySelector('header.site-header');
    // The header's own items: not those of its drawer, a dialog above the page.
    const items = header ? [...header.querySelectorAll('a, button, [role=button]')].filter((el) => shown(el) && !el.closest('dialog')) : [];
    const headerOverlaps: string[] = [];
    items.forEach((a, i) =>
      items.slice(i + 1).forEach((b) => {
        if (a.contains(b) || b.contains(a)) return;
        const x = a.getBoundingClientRect();
        const y = b.getBoundingClientRect();
        if (x.left < y.right - 1 && y.left < x.right - 1 && x.top < y.bottom - 1 && y.top < x.bottom - 1)
          headerOverlaps.push(`${name(a, x)} / ${name(b, y)}`);
      }),
    );
    return { viewport: window.innerWidth, scrollWidth: document.documentElement.scrollWidth, headerOverlaps, small, lowPrimary };
  }, options);
}

/**
 * The box of the first element matching `selector`, whether its content is wider than it, and whether it has come
 * to rest (no animation running on it or its ancestors: a dialog zooming in is smaller than it will be).
 */
export function boxOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      // An animation on it or around it (running, or paused before it starts), or antd's motion classes still on.
      const animated = document
        .getAnimations()
        .some(
          (a) =>
            a.playState !== 'finished' &&
            a.effect instanceof KeyframeEffect &&
            a.effect.target instanceof Element &&
            a.effect.target.contains(el),
        );
      let inMotion = false;
      for (let e: Element | null = el; e; e = e.parentElement)
        if (/-(appear|enter|leave)(-|\s|$)/.test(e.className && typeof e.className === 'string' ? e.className : '')) inMotion = true;
      const moving = animated || inMotion;
      return {
        left: r.left,
        right: r.right,
        width: r.width,
        viewport: window.innerWidth,
        overflows: el.scrollWidth > el.clientWidth + 1,
        still: !moving,
      };
    });
}
