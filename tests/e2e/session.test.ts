import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/suite';
import { apiLogIn, DEMO_ADMIN, logIn } from './support/session';

/** One sample URL for every route of spec §2, with the title the user must see. */
const ROUTES: [string, string][] = [
  ['/', '供应商接单平台 - 人力资源公司接单与企业招聘平台'],
  ['/agreement/service', '用户服务协议'],
  ['/signPartialContract/a-1/m-1', '合同签署'],
  ['/accountActivation', '账号激活'],
  ['/workbench', '工作台'],
  ['/workbench/overview', '工作台'],
  ['/workbench/order', '订单'],
  ['/workbench/order/candidateList/t-1/o-1', '候选人列表'],
  ['/workbench/order/candidateList/t-1/o-1/1', '候选人列表'],
  ['/workbench/settlementManagement', '结算管理'],
  ['/workbench/settlementManagement/checkSettlementList/1/s-1', '查看结算单'],
  ['/workbench/settlementManagement/confirmSettlementList/s-1', '确认结算单'],
  ['/workbench/confessionRecord', '供应商记录'],
  ['/findJob', '找工作'],
  ['/helpCenter', '帮助中心'],
  ['/authentication/company', '身份认证'],
  ['/myUserInfo/info', '个人中心'],
  ['/myUserInfo/info/base', '个人中心'],
  ['/accountToBeCredited', '完善收款账户'],
  ['/accountToBeCredited/add/s-1', '完善收款账户'],
  ['/404', '404'],
  ['/no/such/page', '404'],
];

const suite = browserSuite('session');
const open = () => suite.open();

describe('the session in a real browser', () => {
  it('logs in as the demo admin, keeps the session across a reload, shows every route with its title, logs out', async () => {
    const p = await open();
    // A guarded screen sends a logged-out user to the login page, which brings them back afterwards.
    await p.goto('/workbench/order?sid=web&sourcecode=e2e');
    await p.waitForURL(/\/login\?/);
    expect(new URL(p.url()).searchParams.get('sid')).toBe('web');
    await expect.poll(() => p.title()).toBe('登录');

    await logIn(p, suite.server, DEMO_ADMIN, new URL(p.url()).search);
    await p.waitForURL(/\/workbench\/order/);
    expect(new URL(p.url()).searchParams.get('sourcecode')).toBe('e2e');
    // The header names the user: the seeded admin.
    await expect.poll(() => p.locator('.user-menu-name').innerText()).toContain('王建国');
    // The browser tests that are not about logging in start from apiLogIn (support/session.ts): it must leave the
    // session this screen leaves (all but the tokens, which are new for every login).
    const account = (persisted: string | null) => {
      const { token, refreshToken, ...rest } = JSON.parse((JSON.parse(persisted ?? '{}') as { global?: string }).global ?? '{}') as Record<
        string,
        unknown
      >;
      expect(token && refreshToken, 'both tokens kept').toBeTruthy();
      return Object.fromEntries(
        ['userName', 'showUserTipsModal', 'isMain', 'authList', 'supplierId', 'verifyStatus', 'turingAccountInfo'].map((k) => [k, rest[k]]),
      );
    };
    const stored = () => p.evaluate(() => localStorage.getItem('persist:root') ?? '');
    await expect.poll(stored).toMatch(/"token\\":\\"ey/);
    const byScreen = account(await stored());
    expect(byScreen.supplierId).toMatch(/^\d+$/);
    expect(account((await apiLogIn(suite.server, DEMO_ADMIN, { sid: 'web', sourcecode: 'e2e' })).persisted)).toEqual(byScreen);

    await p.goto('/workbench');
    await expect.poll(() => p.getByText('账户信息').count()).toBe(1);
    await expect.poll(() => p.getByText('已认证').count()).toBeGreaterThan(0);
    await p.reload();
    await expect.poll(() => p.getByText('账户信息').count()).toBe(1);
    expect(new URL(p.url()).pathname).toBe('/workbench');

    for (const [path, title] of ROUTES) {
      await p.goto(path);
      await expect.poll(() => p.title(), { message: `title of ${path}` }).toBe(title);
      expect(new URL(p.url()).pathname, `${path} must not redirect`).toBe(path);
    }

    await p.goto('/workbench');
    await p.locator('.user-menu-name').click();
    await p.getByRole('menuitem', { name: '退出登录' }).click();
    await p.waitForURL(/\/login/);
    await p.goto('/workbench');
    await p.waitForURL(/\/login\?/);
    const persisted = await p.evaluate(() => localStorage.getItem('persist:root') ?? '');
    expect(persisted).not.toMatch(/"token\\":\\"ey/);
  });

  it('a logout in one tab logs the other tab out within a few seconds', async () => {
    const first = await suite.signIn('13800000001');
    await first.goto('/workbench');
    const second = await suite.context.newPage();
    await second.goto('/workbench');
    await expect.poll(() => second.getByText('账户信息').count()).toBe(1);

    await first.locator('.user-menu-name').click();
    await first.getByRole('menuitem', { name: '退出登录' }).click();
    await first.waitForURL(/\/login/);
    await second.waitForURL(/\/login/, { timeout: 5_000 });
    await expect.poll(() => second.getByRole('button', { name: '登录' }).count()).toBe(1);
  });
});
