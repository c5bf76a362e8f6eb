import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserSuite } from './support/suite';
import { quiet } from './support/network';

const suite = browserSuite('navigation');

/** A click on the way: what to click, on the page as it stands. */
type Step = (p: Page) => Locator;

const menu =
  (name: string | RegExp): Step =>
  (p) =>
    p.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name });
const header =
  (name: string): Step =>
  (p) =>
    p.getByRole('navigation', { name: '主导航' }).getByRole('link', { name });
const userMenu: Step = (p) => p.locator('.user-menu-name');
const userMenuItem =
  (name: string | RegExp): Step =>
  (p) =>
    p.getByRole('menu', { name: '用户菜单' }).getByRole('menuitem', { name });
const firstRowLink =
  (name: string | RegExp): Step =>
  (p) =>
    p.locator('table.data-table tbody tr.data-table-row').getByRole('link', { name }).first();

/**
 * Every screen of spec §2 from /workbench, in at most two clicks (opening the user menu counts as one). Not on
 * the list: /accountActivation (the page an invitation link opens, for someone not yet a member) and /404.
 */
const JOURNEYS: { screen: string; steps: Step[]; path: RegExp; heading: string | RegExp }[] = [
  { screen: '工作台', steps: [menu('概览')], path: /^\/workbench\/overview$/, heading: '工作台' },
  { screen: '订单', steps: [menu('订单')], path: /^\/workbench\/order$/, heading: '订单' },
  {
    screen: '候选人列表',
    steps: [menu('供应商记录'), firstRowLink(/./)],
    path: /^\/workbench\/order\/candidateList\/\d+\/\d+$/,
    heading: /（订单 \d+） 的候选人$/,
  },
  { screen: '供应商记录', steps: [menu('供应商记录')], path: /^\/workbench\/confessionRecord$/, heading: '供应商记录' },
  { screen: '结算管理', steps: [menu(/^结算管理/)], path: /^\/workbench\/settlementManagement$/, heading: '结算管理' },
  {
    screen: '查看结算单',
    steps: [menu(/^结算管理/), firstRowLink(/^查看结算单/)],
    path: /^\/workbench\/settlementManagement\/checkSettlementList\/\w+\/\d+$/,
    heading: '查看结算单',
  },
  {
    screen: '确认结算单',
    steps: [menu(/^结算管理/), firstRowLink(/^确认结算单/)],
    path: /^\/workbench\/settlementManagement\/confirmSettlementList\/\d+$/,
    heading: '确认结算单',
  },
  {
    screen: '完善收款账户',
    steps: [menu(/^结算管理/), firstRowLink(/^重新提交结算单/)],
    path: /^\/accountToBeCredited\/resubmit\/\d+$/,
    heading: '完善收款账户',
  },
  { screen: '我的收藏', steps: [menu('我的收藏')], path: /^\/workbench\/collection$/, heading: '我的收藏' },
  { screen: '首页', steps: [(p) => p.locator('header .site-logo')], path: /^\/$/, heading: /供应商接单平台/ },
  { screen: '找工作', steps: [header('找工作')], path: /^\/findJob$/, heading: '找工作' },
  {
    screen: '任务详情',
    steps: [header('找工作'), (p) => p.locator('a[href^="/findJob/workDetail/"]').first()],
    path: /^\/findJob\/workDetail\/\d+$/,
    heading: /./,
  },
  { screen: '帮助中心', steps: [header('帮助中心')], path: /^\/helpCenter$/, heading: '帮助中心' },
  {
    screen: '帮助中心详情',
    steps: [header('帮助中心'), (p) => p.locator('main a[href^="/helpCenter/detail"]').first()],
    path: /^\/helpCenter\/detail$/,
    heading: /./,
  },
  { screen: '身份认证', steps: [userMenu, userMenuItem(/^身份认证/)], path: /^\/authentication\/company$/, heading: '身份认证' },
  { screen: '个人中心', steps: [userMenu, userMenuItem('个人中心')], path: /^\/myUserInfo\/info$/, heading: '个人中心' },
  {
    screen: '用户服务协议',
    steps: [(p) => p.locator('footer').getByRole('link', { name: '用户服务协议' })],
    path: /^\/agreement\/service$/,
    heading: '用户服务协议',
  },
  {
    screen: '合同签署',
    steps: [(p) => p.getByRole('link', { name: /^去签署：/ }).first()],
    path: /^\/signPartialContract\/\d+\/[\w-]+$/,
    heading: '合同签署',
  },
];

/**
 * Key columns per list: their header's text; the first row's cell under each must be seen whole (the first
 * `rows` rows where rows differ in what they hold, e.g. a pending invitation's 邀请有效期 and its three actions).
 */
const KEY_COLUMNS: { list: string; path: string; columns: string[]; rows?: number }[] = [
  { list: '结算管理', path: '/workbench/settlementManagement', columns: ['结算周期', '结算金额（元）', '状态', '出具时间', '操作'] },
  { list: '订单', path: '/workbench/order', columns: ['供应商佣金', '状态', '接单时间', '操作'] },
  { list: '供应商记录', path: '/workbench/confessionRecord', columns: ['手机号', '状态', '推荐时间', '状态更新时间'] },
  { list: '成员管理', path: '/myUserInfo/members', columns: ['手机号', '状态', '加入时间 / 邀请有效期', '操作'], rows: 5 },
  { list: '操作记录', path: '/myUserInfo/audit', columns: ['时间', '操作', 'IP 地址'] },
];

/** Logged in as the demo administrator (over the API: the login screen is not what is tested here), at `width`. */
const signedIn = (width: number, height = 900) => suite.signIn(undefined, { viewport: { width, height } });

async function waitForRows(p: Page) {
  await p.locator('table.data-table tbody tr.data-table-row').first().waitFor({ timeout: 30_000 });
  await expect.poll(() => p.locator('.data-table-wrapper [aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
}

/**
 * Whether the first row's cell under the header `title` is on screen, not covered (what is drawn at its centre is
 * the cell or inside it) and not cut (its content fits; it lies inside the table's visible box).
 */
async function cellSeen(p: Page, title: string, row = 0) {
  return p.evaluate(
    ([name, at]) => {
      const headers = [...document.querySelectorAll<HTMLElement>('table.data-table thead th')];
      const index = headers.findIndex((th) => (th.textContent ?? '').trim() === name);
      if (index < 0) return { ok: false, why: `no column ${name}` };
      const cell = document.querySelectorAll<HTMLElement>('table.data-table tbody tr.data-table-row')[at]?.children[index] as
        HTMLElement | undefined;
      if (!cell) return { ok: false, why: `no row ${at + 1}` };
      cell.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = cell.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const uncovered = hit !== null && (hit === cell || cell.contains(hit));
      const holder = cell.closest('.data-table-scroll') as HTMLElement | null;
      const visible = holder ? holder.getBoundingClientRect() : box;
      const inside = box.left >= visible.left - 1 && box.right <= visible.right + 1 && box.right <= window.innerWidth;
      const fits = [cell, ...cell.querySelectorAll<HTMLElement>('*')].every(
        (el) => el.scrollWidth <= el.clientWidth + 1 || getComputedStyle(el).display === 'inline',
      );
      return {
        ok: uncovered && inside && fits,
        why: `uncovered ${uncovered} (hit ${hit?.tagName}.${hit?.className}), inside ${inside}, fits ${fits}: "${cell.textContent}"`,
      };
    },
    [title, row] as const,
  );
}

async function expectSeen(p: Page, column: string, where: string, row = 0) {
  const seen = await cellSeen(p, column, row);
  expect(seen.ok, `${where} ${column} row ${row + 1}: ${seen.why}`).toBe(true);
}

describe('navigation and tables in a real browser', () => {
  it(
    'reaches every screen of spec §2 from /workbench in at most two clicks, the workbench menu showing where it is',
    { timeout: 600_000 },
    async () => {
      const p = await signedIn(1440);
      for (const journey of JOURNEYS) {
        await p.goto('/workbench');
        await p.getByRole('navigation', { name: '工作台菜单' }).waitFor();
        expect(journey.steps.length, journey.screen).toBeLessThanOrEqual(2);
        for (const step of journey.steps) {
          const target = step(p);
          await target.waitFor({ timeout: 30_000 });
          await target.click();
        }
        await expect.poll(() => new URL(p.url()).pathname, { message: journey.screen, timeout: 30_000 }).toMatch(journey.path);
        await expect
          .poll(() => p.locator('main h1, main h2, main h3').filter({ hasText: journey.heading }).count(), {
            message: journey.screen,
            timeout: 30_000,
          })
          .toBeGreaterThan(0);
        if (new URL(p.url()).pathname.startsWith('/workbench/')) {
          const current = p.getByRole('navigation', { name: '工作台菜单' }).locator('[aria-current="page"]');
          await expect.poll(() => current.count(), { message: `${journey.screen}: one current workbench entry` }).toBe(1);
        }
      }
    },
  );

  it(
    'shows every key column of the lists whole at 1280, 1440 and 1920 px: nothing under the action column, nothing cut',
    { timeout: 600_000 },
    async () => {
      const p = await signedIn(1440);
      for (const width of [1440, 1280, 1920]) {
        await p.setViewportSize({ width, height: 900 });
        for (const { list, path, columns, rows = 1 } of KEY_COLUMNS) {
          await p.goto(path);
          await waitForRows(p);
          const count = Math.min(rows, await p.locator('table.data-table tbody tr.data-table-row').count());
          for (let row = 0; row < count; row++) for (const column of columns) await expectSeen(p, column, `${width}px ${list}`, row);
        }
        // An order's candidates, reached from the delivery record (an order that has some).
        await p.goto('/workbench/confessionRecord');
        await waitForRows(p);
        await firstRowLink(/./)(p).click();
        await p.waitForURL(/candidateList/);
        await p.locator('table.data-table thead th').filter({ hasText: '期望面试时间' }).waitFor({ timeout: 30_000 });
        await waitForRows(p);
        for (const column of ['手机号', '学历', '状态', '期望面试时间', '推荐时间', '操作'])
          await expectSeen(p, column, `${width}px 候选人`);
      }
    },
  );

  it(
    'sorts the bills by amount on the server, keeps the sort and page in the address across a reload, and offers 删除 only where allowed',
    { timeout: 300_000 },
    async () => {
      const p = await signedIn(1440);
      await p.goto('/workbench/settlementManagement');
      await waitForRows(p);
      const amounts = async () =>
        (await p.locator('table.data-table tbody tr.data-table-row td:nth-child(4)').allTextContents()).map((t) =>
          Number(t.replace(/[¥,]/g, '')),
        );
      await p.locator('table.data-table thead th').filter({ hasText: '结算金额（元）' }).click();
      await p.waitForURL(/sortField=totalAmount&sortOrder=desc/);
      await waitForRows(p);
      await expect
        .poll(async () => {
          const a = await amounts();
          return a.length > 1 && a.every((x, i) => i === 0 || a[i - 1]! >= x);
        })
        .toBe(true);
      await p.reload();
      await waitForRows(p);
      expect(await p.locator('table.data-table thead th').filter({ hasText: '结算金额（元）' }).getAttribute('aria-sort')).toBe(
        'descending',
      );
      const descending = await amounts();
      expect(descending.every((x, i) => i === 0 || descending[i - 1]! >= x)).toBe(true);

      // 删除 shows on the superseded disputed bill only.
      const rows = p.locator('table.data-table tbody tr.data-table-row');
      const withDelete = rows.filter({ has: p.getByRole('button', { name: /^删除结算单/ }) });
      expect(await withDelete.count()).toBeGreaterThan(0);
      for (const text of await withDelete.allTextContents()) expect(text).toContain('已更正');
    },
  );

  it(
    'the workbench menu works on a phone: every entry on screen, none under 24 px, no page wider than the screen',
    { timeout: 300_000 },
    async () => {
      const p = await signedIn(390, 844);
      // The personal centre's lists are cards on a phone; the page stays as wide as the screen.
      for (const path of ['/myUserInfo/members', '/myUserInfo/audit']) {
        await p.goto(path);
        await p.locator('li.data-card').first().waitFor({ timeout: 30_000 });
        expect(await p.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      }
      for (const path of ['/workbench', '/workbench/order', '/workbench/settlementManagement', '/workbench/confessionRecord']) {
        await p.goto(path);
        const nav = p.getByRole('navigation', { name: '工作台菜单' });
        await nav.waitFor();
        expect(await quiet(p, { timeout: 30_000 }), `${path}: requests still in flight`).toEqual([]);
        const boxes = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
        expect(boxes).toHaveLength(5);
        for (const box of boxes) {
          expect(box.left, path).toBeGreaterThanOrEqual(0);
          expect(box.right, path).toBeLessThanOrEqual(390);
          expect(box.height, path).toBeGreaterThanOrEqual(24);
          expect(box.width, path).toBeGreaterThanOrEqual(24);
        }
        expect(await p.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      }
      await p
        .getByRole('navigation', { name: '工作台菜单' })
        .getByRole('link', { name: /^结算管理/ })
        .click();
      await p.waitForURL(/settlementManagement$/);
      // The login page, the one screen left: 退出登录 from the header's drawer, where a phone has the user menu (two taps).
      await p.locator('header').getByRole('button', { name: '菜单' }).click();
      await p.getByRole('dialog', { name: '菜单' }).getByRole('button', { name: '退出登录' }).click();
      await p.waitForURL(/\/login/);
    },
  );
});
