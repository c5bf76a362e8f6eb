import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { CANDIDATE_PATHS } from '@contract/candidates.meta';
import { browserSuite } from './support/suite';
import { gateway } from './support/session';
import { quiet } from './support/network';

const suite = browserSuite('phone-popups');

const SIZES: [string, BrowserContextOptions][] = [
  ['360×740', { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }],
  ['390×844', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['1440×900', { viewport: { width: 1440, height: 900 } }],
];

/** A rejection reason long enough to wrap over several lines (it ends up in the notice's text). */
const LONG_REASON =
  '候选人期望的班次与岗位要求不一致，且到岗时间晚于用工方要求的最晚入职日期，用工方建议推荐其他可以上夜班并能在本周内到岗的人选';

/** Where a box lies, and whether it lies inside the screen. */
type Box = { left: number; right: number; top: number; bottom: number };
const inside = (b: Box, width: number, height: number) => b.left >= 0 && b.right <= width + 0.5 && b.top >= 0 && b.bottom <= height + 0.5;

/** The first candidate list of the demo supplier's records: its address and order. */
async function firstOrder(p: Page): Promise<{ href: string; orderId: string }> {
  await p.goto('/workbench/confessionRecord');
  const link = p.locator('a[href*="/candidateList/"]').first();
  await link.waitFor({ timeout: 30_000 });
  const href = (await link.getAttribute('href'))!;
  return { href, orderId: /candidateList\/\d+\/(\d+)/.exec(href)![1]! };
}

describe('the notice panel on a phone and a desktop', () => {
  it('lists each notice readably (title, kind and time, text on their own lines; wide lines), its header actions apart, inside the screen', async () => {
    // A notice with a long text: a candidate of the demo supplier turned down with a long reason.
    const setup = await suite.signIn();
    const { orderId } = await firstOrder(setup);
    const data = await gateway<{ list: { candidateId: string }[] }>(setup, suite.server, CANDIDATE_PATHS.talentList, {
      orderId,
      status: 'submitted',
      pageNum: 1,
      pageSize: 1,
    });
    const candidateId = data.list[0]!.candidateId;
    await suite.server.ops('candidate-status', '--candidate', candidateId, '--to', 'rejected', '--reason', LONG_REASON, '--json');
    await setup.context().close();

    // One login for every size (the SMS codes a phone may ask for are limited).
    const { storageState } = suite.session;
    for (const [size, options] of SIZES) {
      const p = await suite.open({ ...options, storageState });
      await p.goto('/workbench');
      await quiet(p, { timeout: 30_000 });
      await p.getByRole('button', { name: /^通知/ }).click();
      const list = p.getByRole('list', { name: '通知列表' });
      await list.waitFor({ timeout: 30_000 });
      await expect
        .poll(
          () =>
            list
              .locator('.notice-item-body')
              .filter({ hasText: LONG_REASON.slice(0, 12) })
              .count(),
          { timeout: 10_000 },
        )
        .toBe(1);
      // Its opening settled.
      await p.waitForTimeout(400);
      const facts = await p.evaluate((reason) => {
        const box = (e: Element) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        };
        const popover = document.querySelector('.notice-popover')!;
        const header = ['.notice-panel-title', '.notice-panel-filter', '.notice-panel-actions .ant-btn'].map((s) =>
          box(popover.querySelector(s)!),
        );
        const overlaps = header.flatMap((a, i) =>
          header
            .slice(i + 1)
            .filter((b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5),
        ).length;
        const body = [...popover.querySelectorAll('.notice-item-body')].find((e) => e.textContent!.includes(reason.slice(0, 12)))!;
        const item = body.closest('.notice-item')!;
        const parts = ['.notice-item-title', '.notice-item-meta', '.notice-item-body'].map((s) => box(item.querySelector(s)!));
        // The characters a line of the body holds: its lines counted from the text's rectangles.
        const range = document.createRange();
        range.selectNodeContents(body);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
        const zero = document.createElement('span');
        zero.textContent = '0'.repeat(40);
        body.appendChild(zero);
        const fortyCh = zero.getBoundingClientRect().width;
        zero.remove();
        return {
          popover: box(popover),
          overlaps,
          stacked: parts.every((p, i) => i === 0 || p.top >= parts[i - 1]!.bottom - 0.5),
          bodyWidth: body.getBoundingClientRect().width,
          fortyCh,
          fontSize: parseFloat(getComputedStyle(body).fontSize),
          perLine: body.textContent!.length / lines,
          screen: { width: innerWidth, height: innerHeight },
        };
      }, LONG_REASON);
      expect(inside(facts.popover, facts.screen.width, facts.screen.height), `${size}: panel ${JSON.stringify(facts.popover)}`).toBe(true);
      expect(facts.overlaps, `${size}: 通知, 只看未读 and 全部已读 overlap`).toBe(0);
      expect(facts.stacked, `${size}: title, kind and time, and text on lines of their own`).toBe(true);
      // At least 40 characters a line (measured in `ch`, the width of a digit: about 20 CJK characters), and the text
      // fills its lines: at least 20 CJK characters a line on average.
      expect(facts.bodyWidth, `${size}: the text's line is narrower than 40 characters`).toBeGreaterThanOrEqual(facts.fortyCh);
      expect(facts.perLine, `${size}: characters a line`).toBeGreaterThanOrEqual(20);
      if (size !== '1440×900')
        expect(facts.popover.right - facts.popover.left, `${size}: a sheet as wide as the screen`).toBeGreaterThanOrEqual(
          facts.screen.width - 16,
        );
      await p.context().close();
    }
  });
});

describe('pickers on a phone and a desktop', () => {
  it('the interview time picker opens inside the screen, with past days disabled (Beijing time), and 学历 takes typing', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 16 * 3600_000).toISOString().slice(0, 10);
    await (await suite.signIn()).context().close();
    const { storageState } = suite.session;
    for (const [size, options] of SIZES) {
      const p = await suite.open({ ...options, storageState });
      const { href } = await firstOrder(p);
      await p.goto(href);
      await p.getByRole('button', { name: /添加候选人/ }).click();
      const dialog = p.getByRole('dialog', { name: '添加候选人' });
      await dialog.getByRole('textbox', { name: /期望面试时间/ }).click();
      const panel = p.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
      await panel.waitFor({ timeout: 30_000 });
      await p.waitForTimeout(400);
      const screen = p.viewportSize()!;
      const box = (await panel.locator('.ant-picker-panel-container').boundingBox())!;
      expect(
        inside({ left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height }, screen.width, screen.height),
        `${size}: picker at ${JSON.stringify(box)}`,
      ).toBe(true);
      // Every control of the panel shows: the year and month arrows, 此刻, the seven weekday columns.
      for (const control of ['.ant-picker-header-super-prev-btn', '.ant-picker-header-next-btn', '.ant-picker-now-btn', '.ant-picker-ok']) {
        const b = (await panel.locator(control).first().boundingBox())!;
        expect(b.x >= 0 && b.x + b.width <= screen.width, `${size}: ${control} at ${JSON.stringify(b)}`).toBe(true);
      }
      expect(await panel.locator(`td[title="${today}"]`).getAttribute('class')).not.toContain('ant-picker-cell-disabled');
      const before = panel.locator(`td[title="${yesterday}"]`);
      if (await before.count()) expect(await before.getAttribute('class')).toContain('ant-picker-cell-disabled');
      await p.keyboard.press('Escape');

      // 学历: typing filters the options.
      const degree = dialog.getByRole('combobox', { name: '学历' });
      await degree.click();
      await degree.pressSequentially('本科');
      const degrees = p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
      await expect.poll(() => degrees.allTextContents()).toEqual(['本科']);
      const list = (await p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').boundingBox())!;
      expect(list.x >= 0 && list.x + list.width <= screen.width, `${size}: 学历 list at ${JSON.stringify(list)}`).toBe(true);
      await p.context().close();
    }
  });

  it('the audit log’s period is two native date inputs (no popup to run off a phone’s screen), both inside it', async () => {
    const p = await suite.signIn(undefined, SIZES[0]![1]);
    await p.goto('/myUserInfo/audit');
    const days = p.locator('input[type="date"]');
    await expect.poll(() => days.count(), { timeout: 30_000 }).toBe(2);
    for (const n of [0, 1]) {
      const box = (await days.nth(n).boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 360, `date input ${n} at ${JSON.stringify(box)}`).toBe(true);
    }
  });
});
