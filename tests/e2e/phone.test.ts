import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/suite';
import { adoptSession, apiLogIn } from './support/session';
import { PHONE } from './support/browser';
import { axeViolationsIn, boxOf, layoutFacts } from './support/layout';
import { quiet } from './support/network';

const suite = browserSuite('phone');

/** Every screen of spec §2 that needs no link from elsewhere (the others are found on these). */
const SCREENS = [
  '/workbench',
  '/workbench/overview',
  '/workbench/order',
  '/workbench/confessionRecord',
  '/workbench/settlementManagement',
  '/workbench/collection',
  '/findJob',
  '/helpCenter',
  '/authentication/company',
  '/authentication/person',
  '/accountToBeCredited',
  '/accountActivation',
  '/agreement/service',
  '/',
  '/404',
];

/** Screens reached by a link on another: where to look, and the link's address. */
const LINKED: { from: string; href: RegExp }[] = [
  { from: '/workbench/confessionRecord', href: /^\/workbench\/order\/candidateList\/\d+\/\d+$/ },
  { from: '/workbench/settlementManagement', href: /^\/workbench\/settlementManagement\/checkSettlementList\/pending\/\d+$/ },
  { from: '/workbench/settlementManagement', href: /^\/workbench\/settlementManagement\/checkSettlementList\/paid\/\d+$/ },
  { from: '/workbench/settlementManagement', href: /^\/workbench\/settlementManagement\/confirmSettlementList\/\d+$/ },
  { from: '/workbench/settlementManagement', href: /^\/accountToBeCredited\/resubmit\/\d+$/ },
  { from: '/findJob', href: /^\/findJob\/workDetail\/\d+$/ },
  { from: '/helpCenter', href: /^\/helpCenter\/detail\?id=\d+$/ },
  { from: '/myUserInfo/agreements', href: /^\/myUserInfo\/agreements\/framework\?agreementId=\d+$/ },
  { from: '/myUserInfo/agreements', href: /^\/signPartialContract\/\d+\/[\w-]+$/ },
];

/** Waits for a screen to settle: its calls answered, no spinner or skeleton left. */
async function settle(p: Page) {
  // The static shell of index.html gone (the app's first render), nothing loading, no request in flight for a moment.
  const pending = await quiet(p, {
    timeout: 30_000,
    ready: () =>
      !document.querySelector('#root > .shell, .ant-spin-spinning, [aria-busy="true"], .ant-skeleton, .light-skeleton, .screen-loading'),
  });
  expect(pending, `${p.url()}: requests still in flight`).toEqual([]);
  await expect
    .poll(() => p.locator('.ant-spin-spinning, [aria-busy="true"], .ant-skeleton, .light-skeleton, .screen-loading').count(), {
      timeout: 30_000,
    })
    .toBe(0);
}

async function visit(p: Page, path: string) {
  await p.goto(path);
  await settle(p);
}

/** No sideways panning, no overlapping header items, no target under 24 px, primary buttons 44 px. */
async function expectFits(p: Page, where: string, within?: string) {
  const facts = await layoutFacts(p, { primaryMin: 44, within });
  expect(facts.scrollWidth, `${where}: page wider than the screen`).toBeLessThanOrEqual(facts.viewport);
  expect(facts.headerOverlaps, `${where}: overlapping header items`).toEqual([]);
  expect(facts.small, `${where}: targets under 24×24 px`).toEqual([]);
  expect(facts.lowPrimary, `${where}: primary buttons under 44×44 px`).toEqual([]);
}

const mainLinks = (p: Page) => p.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

async function linksOn(p: Page, path: string): Promise<string[]> {
  await visit(p, path);
  return mainLinks(p);
}

/**
 * Visits every screen once and runs `check` on it: SCREENS, the personal centre's sections (every one its menu offers:
 * the administrator sees them all), then LINKED, whose addresses are read off the screens visited before them.
 */
async function forEveryScreen(p: Page, check: (path: string) => Promise<void>) {
  const seen = new Map<string, string[]>();
  const see = async (path: string) => {
    await visit(p, path);
    await check(path);
    seen.set(path, await mainLinks(p));
  };
  for (const path of SCREENS) await see(path);
  await see('/myUserInfo/info');
  const sections = await p
    .getByRole('navigation', { name: '个人中心菜单', includeHidden: true })
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(sections.length, 'the personal centre’s sections').toBeGreaterThanOrEqual(8);
  for (const path of sections) if (!seen.has(path)) await see(path);
  const linked: string[] = [];
  for (const { from, href } of LINKED) {
    const link = seen.get(from)?.find((h) => href.test(h));
    expect(link, `a link ${href} on ${from}`).toBeDefined();
    linked.push(link!);
  }
  for (const path of linked) await see(path);
}

/** A box wholly inside the screen's width. */
const onScreen = (box: { left: number; right: number; viewport: number; still: boolean }) =>
  box.still && box.left >= 0 && box.right <= box.viewport;

/** Logged in as the demo administrator (the login screen is measured logged out, below; it is not what is tested). */
const signedIn = (options: Parameters<typeof suite.signIn>[1]) => suite.signIn(undefined, options);

describe('every screen on a phone (390×844, touch), and its targets on a desktop', () => {
  it(
    'fits every screen: as wide as the screen, header items apart, targets of 24 px, primary actions of 44 px',
    { timeout: 600_000 },
    async () => {
      const p = await suite.open(PHONE);
      // Logged out: the public header (the login link and the menu button) and the login page itself.
      await visit(p, '/');
      await expectFits(p, '/ (logged out)');
      await visit(p, '/login');
      await expectFits(p, '/login');
      await adoptSession(p, await apiLogIn(suite.server));
      await forEveryScreen(p, (path) => expectFits(p, path));
    },
  );

  it(
    'keeps every target at least 24×24 px on a desktop too (1440×900), the page no wider than the screen',
    { timeout: 600_000 },
    async () => {
      const p = await signedIn({ viewport: { width: 1440, height: 900 } });
      await forEveryScreen(p, async (path) => {
        const facts = await layoutFacts(p);
        expect(facts.scrollWidth, `${path}: page wider than the screen`).toBeLessThanOrEqual(facts.viewport);
        expect(facts.headerOverlaps, `${path}: overlapping header items`).toEqual([]);
        expect(facts.small, `${path}: targets under 24×24 px`).toEqual([]);
      });
    },
  );

  it(
    'opens the header drawer: the navigation and the user entries, each leading on; no overlap from 360 to 430 px',
    { timeout: 300_000 },
    async () => {
      const p = await signedIn(PHONE);
      await visit(p, '/workbench/order');
      const menuButton = p.locator('header').getByRole('button', { name: '菜单' });
      const drawer = p.getByRole('dialog', { name: '菜单' });
      // The desktop menu and user name are not in the bar; the bell and the menu button are, side by side.
      expect(await p.locator('header').getByRole('navigation', { name: '主导航' }).count()).toBe(0);
      expect(await p.locator('header .user-menu-name').isVisible()).toBe(false);
      await p.locator('header').getByRole('button', { name: /^通知/ }).waitFor(); // the bell is a chunk of its own
      // The shell's own parts (the bell is the notifications feature's).
      const shell = ['header .site-logo', 'header .user-menu-login', 'header .header-drawer-button', 'dialog.header-drawer'];
      expect(await axeViolationsIn(p, shell), 'axe on the compact header').toEqual([]);

      const open = async () => {
        await menuButton.click();
        await drawer.waitFor();
        const box = await boxOf(p, 'dialog.header-drawer');
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(box.viewport);
        await expectFits(p, 'header drawer', 'dialog.header-drawer');
      };
      await open();
      expect(await drawer.getByRole('link').allTextContents()).toEqual([
        '工作台',
        '找工作',
        '帮助中心',
        '个人中心',
        expect.stringMatching(/^身份认证(已认证|审核中|未认证|未通过|未加入企业)$/),
      ]);
      expect(await drawer.getByRole('link', { name: '工作台' }).getAttribute('aria-current')).toBe('page');
      expect(await axeViolationsIn(p, shell), 'axe on the header and its open drawer').toEqual([]);
      // Esc closes it and gives the focus back to the menu button.
      await p.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(await menuButton.evaluate((b) => b === document.activeElement)).toBe(true);

      const entries: [string | RegExp, RegExp][] = [
        ['找工作', /^\/findJob$/],
        ['帮助中心', /^\/helpCenter$/],
        ['个人中心', /^\/myUserInfo\/info$/],
        [/^身份认证/, /^\/authentication\/company$/],
        ['工作台', /^\/workbench$/],
      ];
      for (const [entry, path] of entries) {
        await open();
        await drawer.getByRole('link', { name: entry }).click();
        await expect.poll(() => new URL(p.url()).pathname + new URL(p.url()).search).toMatch(path);
        await drawer.waitFor({ state: 'hidden' });
      }

      for (const width of [360, 430]) {
        await p.setViewportSize({ width, height: 800 });
        await visit(p, '/workbench/settlementManagement');
        await expectFits(p, `${width} px`);
      }

      await open();
      await drawer.getByRole('button', { name: '退出登录' }).click();
      await p.waitForURL(/\/login/);
    },
  );

  it('shows the candidate drawer, the add-candidate dialog and the shared card inside the screen', { timeout: 300_000 }, async () => {
    const p = await signedIn(PHONE);
    const candidates = (await linksOn(p, '/workbench/confessionRecord')).find((h) => /candidateList\/\d+\/\d+$/.test(h))!;
    await visit(p, candidates);

    await p.locator('main .table-link-button').first().click();
    await p.locator('.ant-drawer-content-wrapper').waitFor();
    await settle(p);
    // Once it has slid in: its box inside the screen.
    await expect
      .poll(async () => onScreen(await boxOf(p, '.ant-drawer-content-wrapper')), { message: 'the drawer lies on screen' })
      .toBe(true);
    expect((await boxOf(p, '.ant-drawer-body')).overflows, 'the drawer body scrolls sideways').toBe(false);
    await expectFits(p, 'candidate drawer', '.ant-drawer-content-wrapper');
    // Its share link opens the public card: on a phone too.
    const [shared] = await Promise.all([
      p.waitForResponse((r) => r.url().includes('/pc_candidate/auth/share_info')),
      p.locator('.ant-drawer').getByRole('button', { name: '分享' }).click(),
    ]);
    const { token } = ((await shared.json()) as { data: { token: string } }).data;
    await p.keyboard.press('Escape');
    await p.keyboard.press('Escape');
    await p.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });

    await p.locator('main').getByRole('button', { name: '添加候选人' }).click();
    const dialog = p.getByRole('dialog', { name: '添加候选人' });
    await dialog.waitFor();
    // Once it has zoomed in: as wide as the screen but for 8 px each side.
    await expect
      .poll(
        async () => {
          const modal = await boxOf(p, '.ant-modal');
          return onScreen(modal) && modal.width >= modal.viewport - 16 - 0.5;
        },
        { message: 'the dialog takes the screen’s width' },
      )
      .toBe(true);
    expect((await boxOf(p, '.ant-modal-body')).overflows, 'the dialog body scrolls sideways').toBe(false);
    await expectFits(p, 'add-candidate dialog', '.ant-modal');
    expect(await dialog.getByLabel('手机号').getAttribute('inputmode')).toBe('numeric');
    expect(await dialog.getByLabel('年龄').getAttribute('inputmode')).toBe('numeric');

    await visit(p, `/shareTalent/${token}`);
    await expect.poll(() => p.locator('main').textContent()).toContain('候选人');
    await expectFits(p, 'the shared candidate card');
  });
});
