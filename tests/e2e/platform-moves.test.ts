import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chinaDate } from '@contract/id-number';
import { candidatesOf, demoOrders, submitCompanyVerification, uniquePerson, type DemoOrder } from './support/console-fixtures';
import { consoleSetup, sideContexts } from './support/console-setup';
import { post } from './support/gateway';
import { apiLogIn } from './support/session';
import { CONSOLE_SIZES, dialogOf, dialogProblems, goToMenu, staffPost, toastError, toastSuccess } from './support/staff';
import { browserSuite } from './support/suite';

const opened = sideContexts();
/**
 * The console's decisions on people: a candidate's moves (安排面试 with a time and place, 已入职 with a day, 不合适 with
 * a reason), each dialog axe-clean, inside the screen and with no target under 24 px at 1440×900 and 390×844 touch;
 * and two reviewers deciding one verification, the second told in Chinese that it was already decided.
 */
const suite = browserSuite('platform-moves');
const { demoSession, adminToken, consoleAs } = consoleSetup(suite, opened);

const rowOf = (p: Page | Locator, text: string) => p.locator('tr, li.data-card').filter({ hasText: text });
const beijingDay = (days: number) => chinaDate(new Date(Date.now() + days * 86_400_000));

/**
 * Three new candidates of one demo order, recommended by the supplier: one left 已推荐, one moved to 筛选通过 and one
 * on to 已面试 through the console's API (the setup, not what is tested).
 */
async function threeCandidates(tag: string): Promise<{ order: DemoOrder; names: [string, string, string] }> {
  const token = await adminToken();
  const s = await demoSession();
  const names: [string, string, string] = [`吴${tag}一`, `郑${tag}二`, `王${tag}三`];
  for (const order of await demoOrders(suite.server, token, s.supplierId)) {
    const ids: string[] = [];
    for (const name of names) {
      const added = await post<{ candidateId: string }>(
        suite.server,
        '/pc_candidate/auth/add',
        { orderId: order.orderId, ...uniquePerson(name) },
        s.token,
        s.supplierId,
      ).catch(() => null);
      if (!added) break;
      ids.push(added.candidateId);
    }
    if (ids.length < 3) continue;
    const move = (body: object) => staffPost(suite.server, token, '/auth/orders/platformCandidateMove', body);
    await move({ candidateId: ids[1], from: 'submitted', to: 'screened' });
    await move({ candidateId: ids[2], from: 'submitted', to: 'screened' });
    await move({
      candidateId: ids[2],
      from: 'screened',
      to: 'interviewed',
      interviewAt: `${beijingDay(1)}T01:00:00.000Z`,
      interviewPlace: '上海市徐汇区漕溪北路 1 号',
    });
    return { order, names };
  }
  throw new Error('no demo order takes three new candidates');
}

describe('the candidate move dialog', () => {
  CONSOLE_SIZES.forEach((size, i) => {
    it(`安排面试, 已入职 and 不合适 at ${size.name}: each asks for what it needs, axe-clean, within the screen`, async () => {
      const { order, names } = await threeCandidates(i ? '乙' : '甲');
      const [rejected, screened, interviewed] = names;
      const { page } = await consoleAs('operator', size.options);
      await goToMenu(page, '订单与候选人');
      // The task by its title, as a person finds it.
      await page.getByLabel('搜索任务').fill(order.taskTitle);
      await page.getByLabel('搜索任务').press('Enter');
      await expect.poll(() => page.getByLabel('选择任务').locator(`option[value="${order.taskId}"]`).count()).toBe(1);
      await page.getByLabel('选择任务').selectOption(order.taskId);
      await rowOf(page, order.supplierName).getByRole('button', { name: '查看候选人' }).click();
      const section = page.getByRole('region', { name: `${order.supplierName}的候选人` });
      await section.getByRole('tab', { name: /^全部/ }).waitFor();
      const problems: string[] = [];
      const statusOf = async (name: string) =>
        (await candidatesOf(suite.server, await adminToken(), order.orderId)).find((c) => c.name === name)?.status;

      // 安排面试: a time and a place, both asked for; opened from the keyboard.
      await rowOf(section, screened).getByRole('button', { name: '安排面试' }).focus();
      await page.keyboard.press('Enter');
      const interview = dialogOf(page, `安排面试：${screened}`);
      await interview.waitFor();
      problems.push(...(await dialogProblems(page, `安排面试 ${size.name}`)));
      await interview.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => interview.getByText('请选择面试时间').count()).toBe(1);
      await expect.poll(() => interview.getByText('请填写面试地点').count()).toBe(1);
      await interview.getByLabel('面试时间（北京时间）').fill(`${beijingDay(2)} 14:30`);
      await interview.getByLabel('面试时间（北京时间）').press('Enter');
      await interview.getByLabel('面试地点').fill('上海市浦东新区世纪大道 100 号');
      await interview.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => interview.count()).toBe(0);
      await expect
        .poll(() =>
          toastSuccess(page)
            .filter({ hasText: `${screened}：安排面试` })
            .count(),
        )
        .toBe(1);
      expect(await statusOf(screened)).toBe('interviewed');

      // 已入职: the day.
      await rowOf(section, interviewed).getByRole('button', { name: '已入职' }).click();
      const hire = dialogOf(page, `已入职：${interviewed}`);
      await hire.waitFor();
      problems.push(...(await dialogProblems(page, `已入职 ${size.name}`)));
      await hire.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => hire.getByText('请选择入职日期').count()).toBe(1);
      await hire.getByLabel('入职日期').fill(beijingDay(0));
      await hire.getByLabel('入职日期').press('Enter');
      await hire.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => hire.count()).toBe(0);
      expect(await statusOf(interviewed)).toBe('hired');

      // 不合适: a reason; Escape first leaves the candidate as they were.
      await rowOf(section, rejected).getByRole('button', { name: '不合适' }).click();
      const reject = dialogOf(page, `不合适：${rejected}`);
      await reject.waitFor();
      problems.push(...(await dialogProblems(page, `不合适 ${size.name}`)));
      await page.keyboard.press('Escape');
      await expect.poll(() => reject.count()).toBe(0);
      expect(await statusOf(rejected)).toBe('submitted');
      await rowOf(section, rejected).getByRole('button', { name: '不合适' }).click();
      await reject.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => reject.getByText('请填写不合适的原因').count()).toBe(1);
      await reject.getByLabel('不合适的原因').fill('无法接受夜班');
      await reject.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => reject.count()).toBe(0);
      expect(await statusOf(rejected)).toBe('rejected');
      expect(problems).toEqual([]);
    });
  });
});

describe('a stale decision', () => {
  it('two reviewers decide one verification: the second is told in Chinese it was already decided, nothing changes', async () => {
    const company = `控制台并发审核${String(Date.now()).slice(-5)}有限公司`;
    await submitCompanyVerification(suite.server, await apiLogIn(suite.server, `139${String(Date.now()).slice(-8)}`), company);
    const [{ page: a }, { page: b }] = [await consoleAs('reviewer'), await consoleAs('reviewer', CONSOLE_SIZES[1]!.options)];
    for (const p of [a, b]) {
      await goToMenu(p, '供应商');
      await p.getByLabel('搜索供应商').fill(company);
      await p.getByLabel('搜索供应商').press('Enter');
      await p.getByRole('link', { name: company }).click();
      await expect.poll(() => p.getByRole('heading', { level: 1, name: company }).count()).toBe(1);
    }
    await a.getByRole('button', { name: '通过', exact: true }).click();
    const approve = dialogOf(a, '通过认证');
    await approve.getByRole('button', { name: /通\s*过/ }).click();
    await expect.poll(async () => [await approve.count(), ...(await toastError(a).allTextContents())]).toEqual([0]);

    // The second tab still shows it under review: its 驳回 is refused with why, and the page turns to what it is now.
    await b.getByRole('button', { name: '驳回', exact: true }).click();
    const reject = dialogOf(b, '驳回认证');
    await reject.getByLabel('驳回原因').fill('营业执照不清晰');
    await reject.getByRole('button', { name: /驳\s*回/ }).click();
    await expect
      .poll(() =>
        toastError(b)
          .filter({ hasText: /^该认证已被其他审核员审核通过（.+），无需重复审核；请刷新查看最新状态$/ })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => b.locator('.console-section').filter({ hasText: company }).getByText('已通过').count()).toBeGreaterThan(0);
    await expect.poll(() => b.getByRole('button', { name: '驳回', exact: true }).count()).toBe(0);
    const list = await staffPost<{ list: { supplierId: string; name: string; verifyStatusLabel: string }[] }>(
      suite.server,
      await adminToken(),
      '/auth/suppliers/list',
      { keyword: company, pageNum: 1, pageSize: 1 },
    );
    const { verifications } = await staffPost<{ verifications: { status: string; rejectReason: string | null }[] }>(
      suite.server,
      await adminToken(),
      '/auth/suppliers/detail',
      { supplierId: list.list[0]!.supplierId },
    );
    expect(verifications).toEqual([expect.objectContaining({ status: 'approved', rejectReason: null })]);
  });
});
