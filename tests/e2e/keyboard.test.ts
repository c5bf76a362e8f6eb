import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkCharOf } from '@contract/id-number';
import type { TaskSummary } from '@contract/tasks';
import { browserSuite } from './support/suite';
import { DEMO_ADMIN } from './support/session';
import { focused, keepLiveText, liveText, still, tabTo } from './support/keyboard';

const suite = browserSuite('keyboard');

/** An open per-person task with places left (one the demo supplier has not taken is picked on its page). */
async function openTasks(): Promise<TaskSummary[]> {
  const res = await fetch(`${suite.server.url}/api/jy-turing-suppliers/pc_task/open/task_list_select`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 100, rewardUnit: 'person' }),
  });
  const body = (await res.json()) as { data: { list: TaskSummary[] } };
  return body.data.list.filter((t) => t.rewardUnit === 'person' && t.personNumber - t.takenCount >= 1);
}

const dialogOpen = (p: Page, name: string) => p.getByRole('dialog', { name }).count();

/** Whether the focus is inside the open dialog (or drawer, or menu) named so. */
const focusInside = (p: Page, selector: string) => p.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

/** Logs in by keyboard alone: Tab to each field, type, Space on the consent, Enter on 登录. */
async function logInByKeyboard(p: Page) {
  await p.goto('/login');
  await p.locator('form[name="login"]').waitFor();
  await tabTo(p, /^手机号$/);
  await p.keyboard.type(DEMO_ADMIN);
  await tabTo(p, /获取验证码/);
  const since = suite.server.logOffset();
  await p.keyboard.press('Enter');
  const code = await suite.server.codeFor(DEMO_ADMIN, since);
  await tabTo(p, /^验证码$/, { back: true });
  await p.keyboard.type(code);
  await tabTo(p, /我已阅读并同意/);
  await p.keyboard.press('Space');
  await tabTo(p, /^登\s*录$/);
  await p.keyboard.press('Enter');
  await p.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

/** Esc closes what is open, and the focus is back on what opened it. */
async function escapeBackTo(p: Page, opener: RegExp, stillOpen: () => Promise<number>) {
  await still(p); // as a person would: once what opened is on screen
  await p.keyboard.press('Escape');
  await expect.poll(stillOpen, { message: `Esc closes what ${opener} opened` }).toBe(0);
  await expect
    .poll(async () => (await focused(p)).name, { message: `the focus returns to ${opener}` })
    .toMatch(opener)
    .catch(async (error: Error) => {
      const now = await p.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
      throw new Error(`${error.message}; the focus is on ${now}`);
    });
}

describe('keyboard alone', () => {
  it(
    'logs in, takes an order, adds a candidate, opens and closes the menus, dialogs and drawer, and confirms a bill',
    { timeout: 300_000 },
    async () => {
      const p = await suite.open();
      await p.setViewportSize({ width: 1440, height: 900 });
      await keepLiveText(p);
      await logInByKeyboard(p);

      // The user menu and the bell: Enter opens, Esc closes, the focus returns to the opener.
      await p.goto('/workbench');
      await p.getByRole('navigation', { name: '工作台菜单' }).waitFor();
      await tabTo(p, /^通知/);
      await p.keyboard.press('Enter');
      await expect.poll(() => p.getByRole('list', { name: '通知列表' }).count()).toBe(1);
      await escapeBackTo(p, /^通知/, () => p.locator('.notice-popover:not(.ant-popover-hidden)').count());
      const userName = (await p.locator('.user-menu-name').innerText()).trim();
      const user = new RegExp(`^${userName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      await tabTo(p, user);
      await p.keyboard.press('Enter');
      await expect.poll(() => focusInside(p, '[role="menu"]')).toBe(true);
      await p.keyboard.press('ArrowDown');
      await escapeBackTo(p, user, () => p.getByRole('menu', { name: '用户菜单' }).count());

      // Take an order: Enter on 立即接单, Esc once (back to the button), then Enter on 确认接单.
      let taken = false;
      for (const task of await openTasks()) {
        await p.goto(`/findJob/workDetail/${task.taskId}`);
        await p.locator('.take-order').waitFor({ timeout: 30_000 });
        if (await p.locator('.take-order button:disabled').count()) continue;
        await tabTo(p, /^立即接单$/, { max: 120 });
        await p.keyboard.press('Enter');
        await expect.poll(() => dialogOpen(p, '确认接单')).toBe(1);
        await expect.poll(() => focusInside(p, '.ant-modal')).toBe(true);
        await escapeBackTo(p, /^立即接单$/, () => p.locator('.ant-modal-wrap:visible').count());
        await p.keyboard.press('Enter');
        await expect.poll(() => dialogOpen(p, '确认接单')).toBe(1);
        await tabTo(p, /^确认接单$/);
        await p.keyboard.press('Enter');
        await expect.poll(() => p.getByText('接单成功').count(), { timeout: 30_000 }).toBe(1);
        taken = true;
        break;
      }
      expect(taken, 'an open per-person task the demo supplier has not taken').toBe(true);
      await tabTo(p, /^去提交候选人$/, { back: true, max: 120 });
      await p.keyboard.press('Enter');
      await p.waitForURL(/\/candidateList\//);

      // Add a candidate: every field by keyboard, the degree with the arrows; the result is announced.
      await p.getByRole('button', { name: /添加候选人/ }).waitFor({ timeout: 30_000 });
      await tabTo(p, /添加候选人/);
      await p.keyboard.press('Enter');
      await expect.poll(() => dialogOpen(p, '添加候选人')).toBe(1);
      const first17 = `110105${'19930815'}${String(Date.now() % 1000).padStart(3, '0')}`;
      await tabTo(p, /^姓名/);
      await p.keyboard.type('吴键盘');
      await tabTo(p, /^手机号/);
      await p.keyboard.type(`135${String(Date.now()).slice(-8)}`);
      await tabTo(p, /^身份证号/);
      await p.keyboard.type(first17 + checkCharOf(first17));
      await tabTo(p, /^学历$/); // leaving the ID number fills in the sex and age
      await p.keyboard.press('ArrowDown');
      await expect.poll(() => p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(1);
      await p.keyboard.press('Enter');
      await tabTo(p, /^(提\s*交|确\s*定|保\s*存)/);
      await p.keyboard.press('Enter');
      await expect.poll(() => dialogOpen(p, '添加候选人'), { timeout: 30_000 }).toBe(0);
      await expect.poll(() => liveText(p)).toContain('候选人已提交');
      await expect.poll(async () => (await focused(p)).name).toMatch(/添加候选人/);

      // The candidate's drawer: Enter on the name opens it, Esc closes it, the focus is back on the name.
      await expect.poll(() => p.getByRole('button', { name: '吴键盘' }).count(), { timeout: 30_000 }).toBe(1);
      await tabTo(p, /^吴键盘$/);
      await p.keyboard.press('Enter');
      await expect.poll(() => p.locator('.ant-drawer-open').count()).toBe(1);
      await expect.poll(() => focusInside(p, '.ant-drawer')).toBe(true);
      await escapeBackTo(p, /^吴键盘$/, () => p.locator('.ant-drawer-open').count());

      // Confirm a bill waiting for the supplier: Esc leaves the confirmation, Enter on 确认结算 confirms.
      await p.goto('/workbench/settlementManagement');
      const bill = await p.locator('a[href*="/confirmSettlementList/"]').first().getAttribute('href', { timeout: 30_000 });
      await p.goto(bill!);
      await p.getByRole('button', { name: '确认结算单' }).waitFor({ timeout: 30_000 });
      await tabTo(p, /^确认结算单$/, { max: 150 });
      await p.keyboard.press('Enter');
      await expect.poll(() => p.getByRole('dialog').filter({ hasText: '确认结算单？' }).count()).toBe(1);
      await escapeBackTo(p, /^确认结算单$/, () => p.getByRole('dialog').filter({ hasText: '确认结算单？' }).count());
      await p.keyboard.press('Enter');
      await expect.poll(() => p.getByRole('dialog').filter({ hasText: '确认结算单？' }).count()).toBe(1);
      await tabTo(p, /^确认结算$/);
      await p.keyboard.press('Enter');
      await expect.poll(() => liveText(p), { timeout: 30_000 }).toContain('结算单已确认');
    },
  );

  it('with less motion asked for (prefers-reduced-motion), the header drawer and a dialog open at once, no animation left running', async () => {
    const p = await suite.signIn(DEMO_ADMIN, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    // Animations and transitions still run (and end, for the code that waits on them), but for 0.01 ms.
    const moving = () =>
      p.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity && Number(a.effect?.getTiming().duration) > 1,
            ).length,
      );
    await p.goto('/workbench/order');
    await p.getByRole('button', { name: '菜单', exact: true }).click();
    await p.locator('dialog.header-drawer[open]').waitFor();
    expect(await moving()).toBe(0);
    await p.keyboard.press('Escape');
    await p.locator('dialog.header-drawer[open]').waitFor({ state: 'detached' });

    const candidates = p.locator('a[href*="/candidateList/"]').first();
    await candidates.waitFor();
    await p.goto((await candidates.getAttribute('href'))!);
    await p.getByRole('button', { name: /添加候选人/ }).click();
    await p.getByRole('dialog').first().waitFor();
    expect(await moving()).toBe(0);
    await p.keyboard.press('Escape');
    await expect.poll(() => p.getByRole('dialog').count()).toBe(0);
  });
});
