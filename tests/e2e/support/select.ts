import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

const OPEN = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

/**
 * Picks an antd select's option from the keyboard, as a keyboard user does: focus, ArrowDown opens the list, ArrowDown
 * until the option is the active one, Enter; then waits until the select shows it. A pointer click on an option can
 * be lost on a loaded machine (the list still moving in, or drawn again as its options arrive), leaving the list open
 * over what comes next; keys are not lost that way.
 */
export async function pickOption(page: Page, combobox: Locator, text: string): Promise<void> {
  await combobox.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.locator(`${OPEN} .ant-select-item-option`).count()).toBeGreaterThan(0);
  const active = page.locator(`${OPEN} .ant-select-item-option-active`);
  const seen = new Set<string>();
  for (;;) {
    const now = (await active.textContent()) ?? '';
    if (now.includes(text)) break;
    // The list goes round from its last option to its first: back at one already seen, the option is not there.
    if (seen.has(now)) throw new Error(`the list has no option 「${text}」: ${[...seen].join('、')}`);
    seen.add(now);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await active.textContent()) ?? '').not.toBe(now);
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => combobox.evaluate((el) => el.closest('.ant-select')?.textContent ?? '')).toContain(text);
}
