import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** What has the focus: its tag, role and name (aria-label, its label, or its text), and a path to tell it again. */
export interface Focused {
  tag: string;
  role: string;
  name: string;
  /** The focus ring drawn for it, or why none counts. */
  ring: { ok: boolean; why: string };
}

/**
 * The focused element and whether a focus ring is drawn for it: an outline of at least 2 px, on it or (when the
 * control itself is invisible, as antd's radio and select inputs are) on what is drawn beside it or a few levels up, with at
 * least 3:1 contrast against the background behind it (WCAG 2.4.7, 1.4.11).
 */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', role: '', name: '', ring: { ok: false, why: 'nothing focused' } };
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const background = (from: Element | null) => {
      for (let at = from; at; at = at.parentElement) {
        const c = rgb(getComputedStyle(at).backgroundColor);
        if (c.length < 4 || c[3]! > 0.9) return c;
      }
      return [255, 255, 255];
    };
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    let why = 'no outline';
    let ok = false;
    // The element, what is drawn for it beside it (a light checkbox's box), then its ancestors.
    const candidates: (HTMLElement | null)[] = [
      el,
      el.nextElementSibling as HTMLElement | null,
      el.parentElement,
      el.parentElement?.parentElement ?? null,
      el.parentElement?.parentElement?.parentElement ?? null,
    ];
    for (const at of candidates) {
      if (!at || ok) continue;
      const s = getComputedStyle(at);
      if (!at.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || at.getBoundingClientRect().width < 2) continue;
      if (s.outlineStyle === 'none' || parseFloat(s.outlineWidth) < 2) continue;
      const contrast = ratio(rgb(s.outlineColor), background(at.parentElement));
      ok = contrast >= 3;
      why = `outline ${s.outlineWidth} ${s.outlineColor} on ${at.tagName}.${at.className}: ${contrast.toFixed(2)}:1`;
    }
    const label = el.getAttribute('aria-label') ?? ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || '');
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role') ?? '',
      name: label.replace(/\s+/g, ' ').trim(),
      ring: { ok, why },
    };
  });
}

/** Waits (5 s at most) for no animation or transition to be running: a dialog or drawer has finished opening. */
export async function still(page: Page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/** Presses Tab (Shift+Tab with `back`) until the focused element's name matches, checking each stop's focus ring. */
export async function tabTo(page: Page, name: RegExp, { back = false, max = 80 } = {}): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // A dialog or drawer still fading in is not yet visible: judge the ring once it stands still.
    await still(page);
    const now = await focused(page);
    seen.push(`${now.tag}[${now.role}] ${now.name.slice(0, 30)}`);
    if (now.tag !== 'body') expect(now.ring.ok, `focus ring on ${now.tag} "${now.name.slice(0, 40)}": ${now.ring.why}`).toBe(true);
    if (name.test(now.name)) return now;
  }
  throw new Error(`no focusable element named ${name} within ${max} Tab presses; passed ${seen.join(' → ')}`);
}

/** Keeps, in each document `page` loads from now on, every text its polite and assertive live regions say. */
export async function keepLiveText(page: Page) {
  const keep = () => {
    const said: string[] = [];
    (window as unknown as { __liveSaid: string[] }).__liveSaid = said;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('#live-polite, #live-assertive')) {
        const text = region.textContent?.trim();
        if (text && !said.includes(text)) said.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  };
  await page.addInitScript(keep);
  await page.evaluate(keep);
}

/**
 * What the page's live regions have said since this document loaded (keepLiveText): a message the next one replaced
 * a moment later (a list's 「列表已更新」 after a 「候选人已提交」) was said all the same.
 */
export function liveText(page: Page): Promise<string> {
  return page.evaluate(() => ((window as unknown as { __liveSaid?: string[] }).__liveSaid ?? []).join(' '));
}
