import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { PHONE } from './support/browser';
import { createStaff, isPhone, staffLogIn } from './support/staff';
import { browserSuite } from './support/suite';

const suite = browserSuite('platform-console');

const SIZES: { name: string; options: BrowserContextOptions }[] = [
  { name: '1440×900', options: { viewport: { width: 1440, height: 900 } } },
  { name: '390×844 touch', options: PHONE },
];

/** The menu in the order, each with the heading its screen shows. */
const MENU = ['待办', '供应商', '任务', '订单与候选人', '结算', '协议', '员工', '操作记录'];

/** The menu's links: beside the screen on a desktop, in the header's drawer on a phone. */
async function menu(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: '菜单', exact: true }).click();
    await page.locator('dialog.header-drawer[open]').waitFor();
    return page.locator('dialog.header-drawer[open]').getByRole('navigation', { name: '主菜单' });
  }
  return page.getByRole('navigation', { name: '主菜单' });
}

/** How far the page reaches past the window's right edge (0: nothing wider than the screen). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the platform console', () => {
  for (const size of SIZES) {
    it(`an admin logs in at /platform/login and opens every menu entry, axe-clean, at ${size.name}`, async () => {
      const phone = await createStaff(suite.server, 'admin');
      const page = await suite.open(size.options);
      await staffLogIn(page, suite.server, phone);
      // The staff session has its own key; the supplier's persisted session is untouched.
      const storage = await page.evaluate(() => ({
        staff: localStorage.getItem('platform:staff-session'),
        supplier: localStorage.getItem('persist:root'),
      }));
      expect(JSON.parse(storage.staff ?? '{}')).toMatchObject({ role: 'admin', phone });
      expect(storage.supplier).toBeNull();

      const problems: string[] = [];
      for (const entry of MENU) {
        await (await menu(page)).getByRole('link', { name: entry, exact: true }).click();
        await expect.poll(() => page.getByRole('heading', { level: 1, name: entry }).count()).toBe(1);
        problems.push(...(await axeViolations(page, `${entry} ${size.name}`)));
        const wider = await overflow(page);
        if (wider > 0) problems.push(`${entry} ${size.name}: ${wider} px wider than the screen`);
      }
      expect(problems).toEqual([]);
      // What the lists say to screen readers (「列表已更新，共 N 条」) is not printed on the page.
      const shown = await page.locator('#live-polite').evaluate((e) => e.getBoundingClientRect().width * e.getBoundingClientRect().height);
      expect(shown).toBeLessThanOrEqual(1);
    });
  }

  it("an admin opens a supplier's page and the 发布任务 dialog, both axe-clean", async () => {
    const phone = await createStaff(suite.server, 'admin');
    const page = await suite.open({ viewport: { width: 1440, height: 900 } });
    await staffLogIn(page, suite.server, phone);
    await (await menu(page)).getByRole('link', { name: '供应商', exact: true }).click();
    const first = page.getByRole('table', { name: '供应商列表' }).getByRole('link').first();
    await first.waitFor();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name }).count()).toBe(1);
    await page.getByRole('tab', { name: /成员/ }).click();
    const problems = await axeViolations(page, "a supplier's page");
    await (await menu(page)).getByRole('link', { name: '任务', exact: true }).click();
    await page.getByRole('button', { name: '发布任务' }).click();
    await page.getByRole('dialog', { name: '发布任务' }).waitFor();
    problems.push(...(await axeViolations(page, '发布任务')));
    // Every field is asked for before anything is sent.
    await page.getByRole('dialog').getByRole('button', { name: '发布任务' }).click();
    await expect.poll(() => page.getByText('请填写任务名称').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('a reviewer sees only what the role may use, and another screen says 无权访问', async () => {
    const phone = await createStaff(suite.server, 'reviewer');
    const page = await suite.open();
    await staffLogIn(page, suite.server, phone);
    // The menu fills in once the staff member's role is read: poll, do not read it once.
    const nav = await menu(page);
    await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['待办', '供应商']);
    await page.goto('/platform/settlements');
    await expect.poll(() => page.getByRole('heading', { name: '无权访问' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: '出具账单' }).count()).toBe(0);
  });

  it('a supplier session is not a staff session: /platform goes to its login', async () => {
    const page = await suite.signIn();
    await page.goto('/platform/suppliers');
    await page.waitForURL((url) => url.pathname === '/platform/login');
    await expect.poll(() => page.getByRole('button', { name: '获取验证码' }).count()).toBe(1);
  });

  it('退出登录 ends the staff session', async () => {
    const phone = await createStaff(suite.server, 'finance');
    const page = await suite.open();
    await staffLogIn(page, suite.server, phone);
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/platform/login');
    expect(await page.evaluate(() => localStorage.getItem('platform:staff-session'))).toBeNull();
  });
});
