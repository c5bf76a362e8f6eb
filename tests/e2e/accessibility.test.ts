import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { titles } from '@/config/paths';
import { axeViolations, settle } from './support/axe';
import { browserSuite } from './support/suite';
import { adoptSession, apiLogIn } from './support/session';
import { trackRequests } from './support/network';

const suite = browserSuite('accessibility');

const SIZES: { name: string; options: BrowserContextOptions }[] = [
  { name: '1440×900', options: { viewport: { width: 1440, height: 900 } } },
  { name: '390×844 touch', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

/** A screen to check: where to go, and optionally what to open there first (a menu, a dialog, a drawer). */
interface Screen {
  name: string;
  /** What document.title says there (spec §2), alone or beside what the screen is about. */
  title: string;
  path: string;
  open?: (p: Page) => Promise<void>;
}

/** The first link on `path` whose address matches `selector` (a screen whose id comes from the demo data). */
async function firstHref(p: Page, path: string, selector: string): Promise<string> {
  await p.goto(path);
  const link = p.locator(selector).first();
  await link.waitFor({ state: 'attached', timeout: 30_000 });
  return (await link.getAttribute('href'))!;
}

const PUBLIC: Screen[] = [
  { name: '登录', title: titles.login, path: '/login' },
  { name: '首页', title: titles.home, path: '/' },
  { name: '找工作', title: titles.findJob, path: '/findJob' },
  { name: '帮助中心', title: titles.helpCenter, path: '/helpCenter' },
  { name: '用户服务协议', title: titles.agreementService, path: '/agreement/service' },
  { name: '账号激活（无邀请）', title: titles.accountActivation, path: '/accountActivation' },
  { name: '候选人名片（已失效）', title: titles.shareTalent, path: '/shareTalent/no-such-token' },
  { name: '404', title: titles.notFound, path: '/404' },
];

async function publicWithIds(p: Page): Promise<Screen[]> {
  return [
    { name: '任务详情', title: titles.workDetail, path: await firstHref(p, '/findJob', 'a[href^="/findJob/workDetail/"]') },
    { name: '帮助中心详情', title: titles.helpCenterDetail, path: await firstHref(p, '/helpCenter', 'main a[href^="/helpCenter/detail"]') },
  ];
}

const click = (selector: (p: Page) => ReturnType<Page['locator']>) => async (p: Page) => {
  const target = selector(p);
  await target.first().waitFor({ timeout: 30_000 });
  await target.first().click();
};

/**
 * Clicks what opens a dialog and waits for the dialog: its code loads on the first click, and axe run before it
 * came (or while it fades in, which settle() then sees) would check the page without it, or measure its text
 * through the fade.
 */
const openDialog = (selector: (p: Page) => ReturnType<Page['locator']>) => async (p: Page) => {
  await click(selector)(p);
  await p.getByRole('dialog').first().waitFor({ timeout: 30_000 });
};

/** Opens where the user's entries are: the user menu, or on a phone (its menu hidden) the header drawer. */
async function userEntries(p: Page) {
  const phone = (p.viewportSize()?.width ?? 1440) < 768;
  await click((q) => (phone ? q.getByRole('button', { name: '菜单', exact: true }) : q.locator('.user-menu-name')))(p);
  if (phone) await p.locator('dialog.header-drawer[open] .header-drawer-panel').waitFor({ timeout: 30_000 });
}

/** Opens a candidate's drawer with 查看. The click scrolls the list (on a phone a row is far down); the page behind
 * is put back at its top, so axe does not count what the sticky header covers behind the drawer's mask. */
async function openDetail(p: Page) {
  await click((q) => q.getByRole('button', { name: /^查\s*看$/ }))(p);
  await p.locator('.ant-drawer-open').waitFor({ timeout: 30_000 });
  await p.evaluate(() => window.scrollTo(0, 0));
}

/** Every screen of spec §2 the demo administrator reaches, and the states of them that matter. */
async function loggedInScreens(p: Page): Promise<Screen[]> {
  const candidateList = await firstHref(p, '/workbench/confessionRecord', 'a[href*="/candidateList/"]');
  const bills = '/workbench/settlementManagement';
  const screens: Screen[] = [
    { name: '工作台', title: titles.workbench, path: '/workbench' },
    {
      name: '工作台（通知面板）',
      title: titles.workbench,
      path: '/workbench',
      open: click((q) => q.getByRole('button', { name: /^通知/ })),
    },
    // The user's entries: the user menu on a desktop; below 768 px the header drawer the 菜单 button opens.
    { name: '工作台（用户菜单）', title: titles.workbench, path: '/workbench', open: userEntries },
    { name: '我的收藏', title: titles.workbench, path: '/workbench/collection' },
    { name: '订单', title: titles.order, path: '/workbench/order' },
    { name: '供应商记录', title: titles.confessionRecord, path: '/workbench/confessionRecord' },
    { name: '候选人列表', title: titles.candidateList, path: candidateList },
    {
      name: '候选人列表（添加候选人）',
      title: titles.candidateList,
      path: candidateList,
      open: openDialog((q) => q.getByRole('button', { name: /添加候选人/ })),
    },
    { name: '候选人列表（候选人详情）', title: titles.candidateList, path: candidateList, open: openDetail },
    { name: '结算管理', title: titles.settlementManagement, path: bills },
    { name: '查看结算单', title: titles.checkSettlementList, path: await firstHref(p, bills, 'a[href*="/checkSettlementList/"]') },
    { name: '确认结算单', title: titles.confirmSettlementList, path: await firstHref(p, bills, 'a[href*="/confirmSettlementList/"]') },
    {
      name: '完善收款账户（重新提交）',
      title: titles.accountToBeCredited,
      path: await firstHref(p, bills, 'a[href*="/accountToBeCredited/resubmit/"]'),
    },
    { name: '完善收款账户', title: titles.accountToBeCredited, path: '/accountToBeCredited' },
    { name: '合同签署', title: titles.signPartialContract, path: await firstHref(p, '/workbench', 'a[href^="/signPartialContract/"]') },
    { name: '身份认证', title: titles.authentication, path: '/authentication/company' },
    { name: '找工作（已登录）', title: titles.findJob, path: '/findJob' },
    { name: '任务详情（已登录）', title: titles.workDetail, path: await firstHref(p, '/findJob', 'a[href^="/findJob/workDetail/"]') },
    { name: '首页（已登录）', title: titles.home, path: '/' },
  ];
  for (const section of [
    'info',
    'collection',
    'members',
    'bank',
    'taskRemind',
    'agreements',
    'messages',
    'account',
    'audit',
    'messageLog',
    'openApi',
  ]) {
    screens.push({ name: `个人中心 ${section}`, title: titles.myUserInfo, path: `/myUserInfo/${section}` });
  }
  return screens;
}

/** A user who belongs to no supplier yet: the first-steps page and the verification forms. */
const NEWCOMER: Screen[] = [
  { name: '工作台（新用户）', title: titles.workbench, path: '/workbench' },
  { name: '企业认证（新用户）', title: titles.authentication, path: '/authentication/company' },
  { name: '个人认证（新用户）', title: titles.authentication, path: '/authentication/person' },
];

async function check(p: Page, screens: Screen[], size: string, found: string[]) {
  for (const screen of screens) {
    await p.goto(screen.path);
    await settle(p);
    if (screen.open) await screen.open(p);
    const title = await p.title();
    // A screen about one thing names it too, e.g. 「惠州包装工 - 任务详情」.
    if (title !== screen.title && !title.split(' - ').includes(screen.title))
      found.push(`${size} ${screen.name}: the page's title is "${title}", without "${screen.title}"`);
    found.push(...(await axeViolations(p, `${size} ${screen.name} (${screen.path})`)));
  }
}

function report(found: string[]) {
  expect(found, `${found.length} accessibility violation(s):\n${found.join('\n')}`).toEqual([]);
}

describe('WCAG 2.2 AA (axe-core) on every screen', () => {
  let browser: Browser;
  const open = async (options: BrowserContextOptions) => {
    browser ??= (await suite.open()).context().browser()!;
    const context = await browser.newContext({ baseURL: suite.server.url, locale: 'zh-CN', ...options });
    trackRequests(context);
    return { context, page: await context.newPage() };
  };

  for (const size of SIZES) {
    it(`finds no violation at ${size.name}, logged out and logged in`, { timeout: 900_000 }, async () => {
      const found: string[] = [];
      const { context, page } = await open(size.options);
      try {
        await check(page, [...PUBLIC, ...(await publicWithIds(page))], size.name, found);
        // The login screen was checked above; the session comes over the API (support/session.ts).
        await adoptSession(page, await apiLogIn(suite.server));
        await check(page, await loggedInScreens(page), size.name, found);
      } finally {
        await context.close();
      }
      const newcomer = await open({
        ...size.options,
        storageState: (await apiLogIn(suite.server, `139${String(Date.now()).slice(-8)}`)).storageState,
      });
      try {
        await check(newcomer.page, NEWCOMER, size.name, found);
      } finally {
        await newcomer.context.close();
      }
      report(found);
    });
  }
});
