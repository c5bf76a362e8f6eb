import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chinaDate } from '@contract/id-number';
import { submitCompanyVerification } from './support/console-fixtures';
import { freshPerson } from './support/people';
import { gateway } from './support/session';
import { consoleSetup, sideContexts } from './support/console-setup';
import { CONSOLE_SIZES, dialogOf, goToMenu, staffPost } from './support/staff';
import { browserSuite } from './support/suite';

const opened = sideContexts();
/**
 * The console and a supplier's open page side by side, on one server: a staff member acts in the console by
 * clicking, and the supplier's page (or the staff member's 待办) follows without a reload.
 */
const suite = browserSuite('platform-live');
const { consoleAs } = consoleSetup(suite, opened);

const markNoReload = (p: Page) => p.evaluate(() => ((window as unknown as { __noReload?: boolean }).__noReload = true));
const notReloaded = (p: Page) => p.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
/** The supplier page's live socket is up (the bell says so once the server answered its auth message). */
const socketLive = (p: Page) =>
  expect.poll(() => p.getByRole('button', { name: /^通知/ }).getAttribute('data-live'), { timeout: 30_000 }).toBe('yes');

const console_ = (role: string, size = CONSOLE_SIZES[0]!) => consoleAs(role, size.options);

/** A row of a console list: a table row on a desktop, a card on a phone. */
const rowOf = (p: Page, text: string) => p.locator('tr, li.data-card').filter({ hasText: text });

/** Beijing's wall clock `days` from now at `hh:mm`, as the pickers take it. */
const beijingDay = (days: number) => chinaDate(new Date(Date.now() + days * 86_400_000));

describe('the console moves what a supplier sees, live', () => {
  it('安排面试 in the console: the supplier’s open candidate list counts one more 已面试, without a reload', async () => {
    const { page: staff, session } = await console_('operator');
    const supplier = await suite.signIn();
    // A candidate of the demo supplier who passed screening, and its order.
    const order = await demoOrderWith(session.token, 'screened');
    const found = await staffPost<{ list: { candidateId: string; name: string }[] }>(
      suite.server,
      session.token,
      '/auth/orders/platformCandidateList',
      { orderId: order.orderId, status: 'screened', pageNum: 1, pageSize: 1 },
    );
    const candidate = found.list[0]!;
    await supplier.goto(`/workbench/order/candidateList/${order.taskId}/${order.orderId}`);
    const before = order.candidateCounts.interviewed ?? 0;
    const tab = (n: number) => supplier.getByRole('tab', { name: `已面试（${n}）` });
    await expect.poll(() => tab(before).count(), { timeout: 30_000 }).toBe(1);
    await socketLive(supplier);
    await markNoReload(supplier);

    // The operator opens the task's orders, the supplier's candidates, and arranges the interview by clicking.
    await staff.goto(`/platform/orders?taskId=${order.taskId}`);
    await rowOf(staff, order.supplierName).getByRole('button', { name: '查看候选人' }).click();
    const section = staff.getByRole('region', { name: `${order.supplierName}的候选人` });
    await section.getByRole('tab', { name: /^筛选通过/ }).click();
    await rowOf(staff, candidate.name).first().getByRole('button', { name: '安排面试' }).click();
    const dialog = dialogOf(staff, `安排面试：${candidate.name}`);
    await dialog.waitFor();
    await dialog.getByLabel('面试时间（北京时间）').fill(`${beijingDay(1)} 10:00`);
    await dialog.getByLabel('面试时间（北京时间）').press('Enter');
    await dialog.getByLabel('面试地点').fill('上海市浦东新区张江路 88 号 3 楼');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const moved = Date.now();
    await expect.poll(() => tab(before + 1).count(), { timeout: 5000, interval: 50 }).toBe(1);
    expect(Date.now() - moved).toBeLessThan(5000);
    expect(await notReloaded(supplier)).toBe(true);
  });

  it('a supplier’s submission raises 待办 live; 通过 in the console turns the supplier’s 身份认证 page 已完成, without a reload', async () => {
    const server = suite.server;
    const { page: staff } = await console_('admin', CONSOLE_SIZES[1]);
    const count = (area: string) => staff.locator(`.todo-count[data-area="${area}"]`);
    await expect.poll(() => count('verifications').count()).toBe(1);
    const before = Number(await count('verifications').textContent());
    const candidatesBefore = Number(await count('newCandidates').textContent());

    // A new user submits a company verification, as the 身份认证 page sends it.
    const supplier = await suite.signIn(`139${String(Date.now()).slice(-8)}`);
    const company = `控制台实时审核${String(Date.now()).slice(-5)}有限公司`;
    await submitCompanyVerification(server, suite.session, company);
    await expect.poll(() => count('verifications').textContent(), { timeout: 5000, interval: 50 }).toBe(String(before + 1));

    // The demo supplier recommends a candidate: 待初筛的候选人 follows too.
    const demo = await suite.signIn();
    const orders = await gateway<{ list: { orderId: string }[] }>(demo, server, '/pc_order/auth/my_order_list', {
      pageNum: 1,
      pageSize: 50,
    });
    let added = false;
    for (const o of orders.list) {
      added = await gateway(demo, server, '/pc_candidate/auth/add', { orderId: o.orderId, ...freshPerson('钱实时') }).then(
        () => true,
        () => false,
      );
      if (added) break;
    }
    expect(added).toBe(true);
    await expect.poll(() => count('newCandidates').textContent(), { timeout: 5000, interval: 50 }).toBe(String(candidatesBefore + 1));
    await demo.context().close();

    // The supplier's page, open while the reviewer decides.
    await supplier.goto('/authentication/company');
    await expect.poll(() => supplier.getByText('认证资料审核中').count(), { timeout: 30_000 }).toBe(1);
    await socketLive(supplier);
    await markNoReload(supplier);

    // On the phone: 待办's card leads to the suppliers under review; search, open, 通过.
    await staff.locator('a.todo-card').filter({ hasText: '待审核的认证' }).click();
    await expect.poll(() => staff.getByRole('heading', { level: 1, name: '供应商' }).count()).toBe(1);
    await staff.getByLabel('搜索供应商').fill(company);
    await staff.getByLabel('搜索供应商').press('Enter');
    await staff.getByRole('link', { name: company }).click();
    await expect.poll(() => staff.getByRole('heading', { level: 1, name: company }).count()).toBe(1);
    await staff.getByRole('button', { name: '通过', exact: true }).click();
    const dialog = dialogOf(staff, '通过认证');
    await dialog.getByRole('button', { name: /通\s*过/ }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => supplier.getByText('已完成企业认证').count(), { timeout: 5000, interval: 50 }).toBe(1);
    expect(await notReloaded(supplier)).toBe(true);
    // Decided: 待办 is one fewer again.
    await goToMenu(staff, '待办');
    await expect.poll(() => count('verifications').textContent()).toBe(String(before));
  });

  it('标记已付款 in the console (a phone): the supplier’s open bill shows it paid with the reference, without a reload', async () => {
    const { page: staff } = await console_('finance', CONSOLE_SIZES[1]);
    const supplier = await suite.signIn();
    const confirmed = await gateway<{ list: { settlementId: string }[] }>(supplier, suite.server, '/pc_settlement/auth/page', {
      status: 'confirmed',
      pageNum: 1,
      pageSize: 1,
    });
    const id = confirmed.list[0]!.settlementId;
    await supplier.goto(`/workbench/settlementManagement/checkSettlementList/confirmed/${id}`);
    await expect.poll(() => supplier.locator('[data-event="confirmed"]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await socketLive(supplier);
    await markNoReload(supplier);

    await goToMenu(staff, '结算');
    await staff.getByRole('tab', { name: /^已确认/ }).click();
    await rowOf(staff, id).getByRole('button', { name: '标记已付款' }).click();
    const dialog = dialogOf(staff, '标记已付款');
    const reference = `PAY${Date.now()}`;
    await dialog.getByLabel('付款流水号').fill(reference);
    await dialog.getByRole('button', { name: '标记已付款' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => supplier.locator('[data-event="paid"]').count(), { timeout: 5000, interval: 50 }).toBe(1);
    await expect.poll(() => supplier.getByText(reference).count()).toBeGreaterThan(0);
    expect(await notReloaded(supplier)).toBe(true);
  });
});

interface ConsoleOrder {
  orderId: string;
  taskId: string;
  supplierName: string;
  candidateCounts: Record<string, number>;
}

/** A demo supplier's order holding a candidate in `status` (the console's own list of the supplier's orders). */
async function demoOrderWith(token: string, status: string): Promise<ConsoleOrder> {
  const orders = await staffPost<{ list: ConsoleOrder[] }>(suite.server, token, '/auth/orders/platformOrderList', {
    supplierId: suite.session.supplierId,
    pageNum: 1,
    pageSize: 100,
  });
  const order = orders.list.find((o) => (o.candidateCounts[status] ?? 0) > 0);
  if (!order) throw new Error(`no demo order holds a ${status} candidate`);
  return order;
}
