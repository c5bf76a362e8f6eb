import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { creditCodeCheckChar } from '@contract/credit-code';
import { pngOf } from '../../server/test/helpers/verification';
import { connectBrowser, newPage } from './support/browser';
import { startPostgres, type TestPostgres } from './support/postgres';
import { startServer, type RunningServer } from './support/server';
import { apiLogIn, DEMO_ADMIN, gateway, rememberSession, storageStateOf, type Session } from './support/session';

/**
 * Two app servers on one PostgreSQL: a change made through server 1 or by an operator command reaches a page
 * served by server 2 over LISTEN/NOTIFY, and the open page shows it without a reload.
 */
const ci = process.env.CI === 'true' || process.env.CI === '1';
let pg: TestPostgres | null = null;
let one: RunningServer | undefined;
let two: RunningServer | undefined;
let browser: Browser | undefined;
let closeBrowser: (() => Promise<void>) | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  pg = await startPostgres();
  if (!pg) {
    if (ci) throw new Error("PostgreSQL's server binaries were not found (apt-get install -y postgresql)");
    return;
  }
  // One after the other: the first migrates and seeds the database.
  one = await startServer({}, { databaseUrl: pg.url });
  two = await startServer({}, { databaseUrl: pg.url });
  ({ browser, close: closeBrowser } = await connectBrowser(inject('e2eBrowserEndpoint')));
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await closeBrowser?.();
  await one?.stop();
  await two?.stop();
  pg?.stop();
});

/**
 * A page on `server`, logged in as `phone` over the API (the login screen is not what these tests are about), or
 * with `session` already made; blank until the test goes somewhere.
 */
async function open(
  server: RunningServer,
  phone: string,
  { width = 1366, session }: { width?: number; session?: Session } = {},
): Promise<{ page: Page; session: Session }> {
  session ??= await apiLogIn(server, phone);
  const { context, page } = await newPage(browser!, server.url, {
    viewport: { width, height: 900 },
    storageState: storageStateOf(session.persisted, server.url),
  });
  contexts.push(context);
  rememberSession(context, session);
  return { page, session };
}

/** The persisted session of a page: its token and supplier. */
const sessionOf = (p: Page) =>
  p.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { global?: string };
    const global = JSON.parse(root.global ?? '{}') as { token?: string; supplierId?: string };
    return { token: global.token ?? '', supplierId: global.supplierId ?? '' };
  });

/** Marks the page; anything that reloads it drops the mark. */
const markNoReload = (p: Page) => p.evaluate(() => ((window as unknown as { __noReload?: boolean }).__noReload = true));
const notReloaded = (p: Page) => p.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
const socketLive = (p: Page) =>
  expect.poll(() => p.getByRole('button', { name: /^通知/ }).getAttribute('data-live'), { timeout: 30_000 }).toBe('yes');

describe('live changes across two app servers', () => {
  it('the 身份认证 page turns 已完成 when the platform approves, without a reload', async () => {
    if (!pg) return;
    const phone = `139${String(Date.now()).slice(-8)}`;
    const { page: p, session: s } = await open(two!, phone);
    // A company verification under review, submitted as the page would.
    const form = new FormData();
    form.set('kind', 'licence');
    form.set('file', new Blob([new Uint8Array(pngOf())], { type: 'image/png' }), 'licence.png');
    const uploaded = (await (
      await fetch(`${two!.url}/api/jy-turing-suppliers/pc_suppliers_auth/auth/ocr_parse`, {
        method: 'POST',
        headers: { AuthToken: s.token, AppCode: 'turing_pc', suppliersId: '0' },
        body: form,
      })
    ).json()) as {
      data: { fileId: string };
    };
    const first17 = `91310000${String(Date.now()).slice(-9)}`;
    const { supplierId } = await gateway<{ supplierId: string }>(p, two!, '/pc_suppliers_auth/auth/company_auth', {
      companyName: '实时审核测试有限公司',
      creditCode: first17 + creditCodeCheckChar(first17),
      legalPerson: '王建国',
      licenceFileId: uploaded.data.fileId,
    });
    await p.goto('/authentication/company');
    await expect.poll(() => p.getByText('认证资料审核中').count(), { timeout: 30_000 }).toBe(1);
    await socketLive(p);
    await markNoReload(p);
    await one!.ops('review-verification', '--supplier', supplierId, '--approve', '--json');
    await expect.poll(() => p.getByText('已完成企业认证').count(), { timeout: 5000, interval: 50 }).toBe(1);
    expect(await notReloaded(p)).toBe(true);

    // The bell on a 360 px phone: its panel fits the screen, and the notice opened is marked read.
    await p.setViewportSize({ width: 360, height: 740 });
    // Out of the way first: the new user's tips dialog (shown since the login) and the notice's pop-up.
    await p.keyboard.press('Escape');
    await expect.poll(() => p.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await p
      .locator('.ant-notification-notice-close')
      .first()
      .click()
      .catch(() => undefined);
    await expect.poll(() => p.locator('.ant-notification-notice').count()).toBe(0);
    await p.getByRole('button', { name: '通知，1 条未读' }).click();
    const item = p.getByRole('list', { name: '通知列表' }).getByRole('button', { name: /^未读 企业认证已通过/ });
    await expect.poll(() => item.count()).toBe(1);
    // Once its opening animation settled, the panel lies within the screen.
    const edges = async () => {
      const box = await p
        .locator('.notice-popover')
        .filter({ has: p.locator('.notice-panel') })
        .boundingBox();
      return box ? [Math.round(box.x), Math.round(box.x + box.width)] : null;
    };
    await expect.poll(edges).toEqual([8, 352]);
    await p.screenshot({ path: 'test-results/live-bell-360.png' });
    await item.click();
    await p.waitForURL('**/authentication/company');
    await expect.poll(() => p.getByRole('button', { name: '通知', exact: true }).count()).toBe(1);
  });

  it('an open bill turns 付款失败 when the payout fails, and the candidate list follows a status change, without a reload', async () => {
    if (!pg) return;
    const { page: p } = await open(two!, DEMO_ADMIN);
    const confirmed = await gateway<{ list: { settlementId: string }[] }>(p, two!, '/pc_settlement/auth/page', {
      status: 'confirmed',
      pageNum: 1,
      pageSize: 1,
    });
    const id = confirmed.list[0]!.settlementId;
    await p.goto(`/workbench/settlementManagement/checkSettlementList/confirmed/${id}`);
    await expect.poll(() => p.locator('[data-event="confirmed"]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await socketLive(p);
    await markNoReload(p);
    await one!.ops('pay-settlement', '--settlement', id, '--fail', '实时测试：户名不符', '--json');
    await expect.poll(() => p.getByText('实时测试：户名不符').count(), { timeout: 5000, interval: 50 }).toBeGreaterThan(0);
    await expect.poll(() => p.locator('[data-event="failed"]').count()).toBe(1);

    // A submitted candidate on one of the orders moves on: the open list's tabs follow.
    const orders = await gateway<{ list: { orderId: string; taskId: string }[] }>(p, two!, '/pc_order/auth/my_order_list', {
      pageNum: 1,
      pageSize: 50,
    });
    let target: { orderId: string; taskId: string; candidateId: string; before: Record<string, number> } | null = null;
    for (const o of orders.list) {
      const talents = await gateway<{ list: { candidateId: string; status: string }[]; counts: Record<string, number> }>(
        p,
        two!,
        '/pc_candidate/auth/talent_list',
        { orderId: o.orderId, pageNum: 1, pageSize: 100 },
      );
      const submitted = talents.list.find((c) => c.status === 'submitted');
      if (submitted) {
        target = { ...o, candidateId: submitted.candidateId, before: talents.counts };
        break;
      }
    }
    expect(target).not.toBeNull();
    const t = target!;
    await p.goto(`/workbench/order/candidateList/${t.taskId}/${t.orderId}`);
    const tab = (label: string, n: number) => p.getByRole('tab', { name: `${label}（${n}）` });
    await expect.poll(() => tab('筛选通过', t.before.screened ?? 0).count(), { timeout: 30_000 }).toBe(1);
    await socketLive(p);
    await markNoReload(p);
    await one!.ops('candidate-status', '--candidate', t.candidateId, '--to', 'screened', '--json');
    await expect.poll(() => tab('筛选通过', (t.before.screened ?? 0) + 1).count(), { timeout: 5000, interval: 50 }).toBe(1);
    expect(await notReloaded(p)).toBe(true);
  });

  it('the members list shows an invitee who joined through the other server; a removed member’s page ends with the company’s name within 2 s', async () => {
    if (!pg) return;
    // A company of its own (the demo administrator's SMS code was sent moments ago: one send per phone per minute).
    const adminPhone = `136${String(Date.now()).slice(-8)}`;
    await one!.ops('create-supplier', '--name', '上海启航人力资源服务有限公司', '--admin-phone', adminPhone, '--verified', '--json');
    const { page: admin } = await open(one!, adminPhone);
    const phone = `137${String(Date.now()).slice(-8)}`;
    const { inviteCode } = await gateway<{ inviteCode: string }>(admin, one!, '/pc_suppliers_member/auth/add_member', {
      phone,
      name: '实时新成员',
    });
    await admin.goto('/myUserInfo/members');
    const row = admin.getByRole('row').filter({ hasText: '实时新成员' });
    await expect.poll(() => row.filter({ hasText: '待加入' }).count(), { timeout: 30_000 }).toBe(1);
    await socketLive(admin);
    await markNoReload(admin);

    // The invitee joins through server 2; the administrator's open list on server 1 follows.
    const { page: invitee } = await open(two!, phone, { width: 390 });
    await gateway(invitee, two!, '/pc_suppliers_member/auth/join_supplier', { inviteCode });
    // add_member does not answer the account's id (it never tells whether a phone has one): the member knows their own.
    const { userId } = await gateway<{ userId: string }>(invitee, two!, '/suppliers_base/auth/login_info', {});
    await expect.poll(() => row.filter({ hasText: '已加入' }).count(), { timeout: 5000, interval: 50 }).toBe(1);
    expect(await notReloaded(admin)).toBe(true);

    // The new member browses the company on server 2 (a phone); the administrator removes them on server 1.
    await invitee.reload();
    await invitee.goto('/workbench');
    await socketLive(invitee);
    await gateway(admin, one!, '/pc_suppliers_member/auth/remove', { userId });
    const removedAt = Date.now();
    await expect
      .poll(() => invitee.getByRole('dialog', { name: '您已被移出 上海启航人力资源服务有限公司' }).count(), { timeout: 2000, interval: 50 })
      .toBe(1);
    expect(Date.now() - removedAt).toBeLessThan(2000);
    expect(new URL(invitee.url()).pathname).toBe('/');
    // Still logged in, as a user without a supplier.
    await expect.poll(async () => (await sessionOf(invitee)).supplierId).toBe('');
    expect((await sessionOf(invitee)).token).not.toBe('');
    const info = await gateway<{ supplierInfo: unknown }>(invitee, two!, '/suppliers_base/auth/login_info', {});
    expect(info.supplierInfo).toBeNull();
  });

  it('one member in two tabs on two servers: the unread counts agree after a read in either; a rename reaches both headers', async () => {
    if (!pg) return;
    const phone = `135${String(Date.now()).slice(-8)}`;
    await one!.ops('create-supplier', '--name', '实时计数测试有限公司', '--admin-phone', phone, '--verified', '--json');
    const { page: a, session } = await open(one!, phone);
    await gateway(a, one!, '/pc_suppliers_center/auth/setting_task_remind', {
      enabled: true,
      cityCodes: [],
      positionTypeIds: [],
      rewardFloor: 0,
    });
    // The same login in a second tab, served by server 2.
    const { page: b } = await open(two!, phone, { session });
    await a.goto('/myUserInfo/info');
    await b.goto('/myUserInfo/info');
    await socketLive(a);
    await socketLive(b);
    await one!.ops('create-task', '--title', '计数测试岗位一', '--json');
    await one!.ops('create-task', '--title', '计数测试岗位二', '--json');
    const bell = (p: Page, n: number) => p.getByRole('button', { name: n ? `通知，${n} 条未读` : '通知', exact: true });
    for (const p of [a, b]) await expect.poll(() => bell(p, 2).count(), { timeout: 5000, interval: 50 }).toBe(1);
    // Out of the way: the new user's tips dialog and the notices' pop-ups.
    const clear = async (p: Page) => {
      await p.keyboard.press('Escape');
      await expect.poll(() => p.locator('.ant-modal-wrap:visible').count()).toBe(0);
      // Only notices still shown: one already closing keeps its button until its fade ends, and a click on it waited
      // out the 30 s action timeout (it never holds still). Then wait for all of them to be gone.
      const shown = p.locator('.ant-notification-notice:not(.ant-notification-fade-leave) .ant-notification-notice-close');
      while ((await shown.count()) > 0)
        await shown
          .first()
          .click({ timeout: 5000 })
          .catch(() => undefined);
      await expect.poll(() => p.locator('.ant-notification-notice').count()).toBe(0);
    };

    // Read one on server 1's tab: server 2's tab follows within 2 s, and 全部已读 there brings the first along.
    await clear(a);
    await bell(a, 2).click();
    await a.getByRole('list', { name: '通知列表' }).getByRole('button', { name: '未读 新任务：计数测试岗位二' }).click();
    await expect.poll(() => bell(a, 1).count(), { timeout: 2000, interval: 50 }).toBe(1);
    await expect.poll(() => bell(b, 1).count(), { timeout: 2000, interval: 50 }).toBe(1);
    await clear(b);
    await bell(b, 1).click();
    await b.getByRole('button', { name: '全部已读' }).click();
    for (const p of [a, b]) await expect.poll(() => bell(p, 0).count(), { timeout: 2000, interval: 50 }).toBe(1);

    // The administrator renames themselves in tab 1: both headers follow.
    await markNoReload(b);
    const info = await gateway<{ userId: string }>(a, one!, '/suppliers_base/auth/login_info', {});
    const me = await gateway<{ permissions: string[] }>(a, one!, '/pc_suppliers_member/auth/detail', { userId: info.userId });
    await gateway(a, one!, '/pc_suppliers_member/auth/edit', { userId: info.userId, name: '改名后的管理员', permissions: me.permissions });
    for (const p of [a, b])
      await expect.poll(() => p.locator('header').getByText('改名后的管理员').count(), { timeout: 2000, interval: 50 }).toBe(1);
    expect(await notReloaded(b)).toBe(true);
  });
});
