import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { attendanceSheet, freshBillDay, sheetRows } from './support/console-fixtures';
import { consoleSetup, sideContexts } from './support/console-setup';
import { CONSOLE_SIZES, dialogOf, dialogProblems, goToMenu, staffPost, toastError, toastSuccess } from './support/staff';
import { browserSuite } from './support/suite';

const opened = sideContexts();
/**
 * The console's dialogs of 结算 (出具账单, 标记已付款, 付款失败, 驳回异议, 出具更正账单), driven by clicking and the keyboard,
 * each axe-clean with the dialog open, inside the screen and with no target under 24 px, at 1440×900 and 390×844 touch.
 */
const suite = browserSuite('platform-dialogs');
const { demoSession, adminToken, billOrder, bills, consoleAs, supplierPage, detail } = consoleSetup(suite, opened);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A bill's row in the console's list: a table row on a desktop, a card on a phone. */
const billRow = (p: Page, id: string) => p.locator('tr, li.data-card').filter({ has: p.getByText(id, { exact: true }) });
/** Presses a button from the keyboard: focused, then Enter. */
async function pressButton(p: Page, button: ReturnType<Page['getByRole']>) {
  await button.focus();
  await p.keyboard.press('Enter');
}

describe('the console’s dialogs', () => {
  for (const size of CONSOLE_SIZES) {
    it(`出具账单 at ${size.name}: the template, a sheet with bad rows (each reported, nothing issued), then a good one`, async () => {
      const { order, candidate } = await billOrder();
      const token = await adminToken();
      const issued = async () =>
        (
          await staffPost<{ total: number }>(suite.server, token, '/auth/settlements/platformSettlementList', {
            orderId: order.orderId,
            pageNum: 1,
            pageSize: 1,
          })
        ).total;
      const before = await issued();
      const { page } = await consoleAs('finance', size.options);
      await goToMenu(page, '结算');
      await pressButton(page, page.getByRole('button', { name: '出具账单' }));
      const dialog = dialogOf(page, '出具账单');
      await dialog.waitFor();
      const problems = await dialogProblems(page, `出具账单 ${size.name}`);

      // The supplier by its name, its order, the period.
      const { supplierId } = await demoSession();
      await dialog.getByLabel('搜索供应商').fill(order.supplierName);
      await dialog.getByLabel('搜索供应商').press('Enter');
      const supplier = dialog.getByLabel('选择供应商');
      await expect.poll(() => supplier.locator(`option[value="${supplierId}"]`).count()).toBe(1);
      await supplier.selectOption(supplierId);
      // The order from the keyboard: its number typed, the one match taken with Enter.
      const orders = dialog.getByRole('combobox', { name: '供应商的订单' });
      await orders.focus();
      await page.keyboard.type(order.orderId);
      const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
      await expect.poll(() => open.allTextContents()).toEqual([expect.stringContaining(`订单 ${order.orderId}，`)]);
      await page.keyboard.press('Enter');
      const chosen = dialog.locator('.ant-select', { has: page.getByRole('combobox', { name: '供应商的订单' }) });
      await expect.poll(() => chosen.innerText()).toContain(`订单 ${order.orderId}，`);
      // The period typed into its fields (filled, not clicked: the closing list may still lie over them).
      const day = freshBillDay();
      await dialog.getByPlaceholder('开始日期').fill(day);
      await dialog.getByPlaceholder('开始日期').press('Enter');
      await dialog.getByPlaceholder('结束日期').fill(day);
      await dialog.getByPlaceholder('结束日期').press('Enter');

      // The template holds the order's hired people.
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: /下载考勤表模板/ }).click();
      const saved = join(mkdtempSync(join(tmpdir(), 'template-')), 'template.xlsx');
      await (await download).saveAs(saved);
      const rows = await sheetRows(readFileSync(saved));
      expect(rows).toContainEqual([candidate.candidateId, candidate.name, '', '', '']);

      // A sheet with three problems in two rows: all reported at once, nothing issued.
      const file = dialog.locator('input[type=file]');
      await file.setInputFiles({
        name: '考勤表-有误.xlsx',
        mimeType: XLSX_TYPE,
        buffer: await attendanceSheet([
          [candidate.candidateId, candidate.name, '八小时', '-5'],
          ['99999999', '', 8],
        ]),
      });
      await dialog.getByRole('button', { name: '出具账单' }).click();
      await expect.poll(() => dialog.getByText('考勤表有 3 处问题，账单未出具；请修改后重新上传').count()).toBe(1);
      const listed = await dialog.locator('.issue-problems li').allTextContents();
      expect(listed).toHaveLength(3);
      expect(listed[0]).toMatch(/^第 2 行「数量」/);
      expect(listed[1]).toMatch(/^第 2 行「扣款（元）」：扣款不能为负数/);
      expect(listed[2]).toBe('第 3 行「候选人编号」：候选人 99999999 不是该订单的已入职人员');
      problems.push(...(await dialogProblems(page, `出具账单 with its problems ${size.name}`)));
      expect(await issued()).toBe(before);

      // The template filled in: issued.
      await file.setInputFiles({
        name: '考勤表.xlsx',
        mimeType: XLSX_TYPE,
        buffer: await attendanceSheet(rows.map(([id, name]) => [id!, name!, 8])),
      });
      await dialog.getByRole('button', { name: '出具账单' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect
        .poll(() =>
          toastSuccess(page)
            .filter({ hasText: `账单已出具，共 ${rows.length} 条明细` })
            .count(),
        )
        .toBe(1);
      expect(await issued()).toBe(before + 1);
      expect(problems).toEqual([]);
    });

    it(`标记已付款 and 付款失败 at ${size.name}: a reference and a reason asked for, Escape changes nothing`, async () => {
      const [paid, failed] = await bills('confirmed', 2);
      const { page } = await consoleAs('finance', size.options);
      await goToMenu(page, '结算');
      await page.getByRole('tab', { name: /^已确认/ }).click();

      await pressButton(page, billRow(page, paid!).getByRole('button', { name: '标记已付款' }));
      const pay = dialogOf(page, '标记已付款');
      await pay.waitFor();
      const problems = await dialogProblems(page, `标记已付款 ${size.name}`);
      await pay.getByRole('button', { name: '标记已付款' }).click();
      await expect.poll(() => pay.getByText('请填写付款流水号').count()).toBe(1);
      const reference = `CMB${Date.now()}`;
      await pay.getByLabel('付款流水号').fill(reference);
      await pay.getByLabel('付款流水号').press('Tab');
      await pay.getByRole('button', { name: '标记已付款' }).click();
      await expect.poll(() => pay.count()).toBe(0);
      await expect.poll(() => toastSuccess(page).filter({ hasText: '已标记为已付款' }).count()).toBe(1);
      expect(await detail(paid!)).toMatchObject({ status: 'paid', paymentReference: reference });

      // 付款失败: Escape leaves it as it was; then a reason, and it fails.
      const failButton = billRow(page, failed!).getByRole('button', { name: '付款失败' });
      await failButton.click();
      const fail = dialogOf(page, '付款失败');
      await fail.waitFor();
      problems.push(...(await dialogProblems(page, `付款失败 ${size.name}`)));
      await page.keyboard.press('Escape');
      await expect.poll(() => fail.count()).toBe(0);
      expect((await detail(failed!)).status).toBe('confirmed');
      await pressButton(page, failButton);
      await fail.getByLabel('失败原因').fill('收款账户已销户');
      await fail.getByRole('button', { name: '付款失败' }).click();
      await expect.poll(() => fail.count()).toBe(0);
      expect(await detail(failed!)).toMatchObject({ status: 'failed', failReason: '收款账户已销户' });
      expect(problems).toEqual([]);
    });

    it(`驳回异议 and 出具更正账单 at ${size.name}: the supplier’s open bill shows what changed`, async () => {
      const [rejected, corrected] = await bills('disputed', 2);
      const { candidate } = await billOrder();
      const supplier = await supplierPage(size.options);
      await supplier.goto(`/workbench/settlementManagement/checkSettlementList/disputed/${corrected}`);
      await expect.poll(() => supplier.locator('[data-event="disputed"]').count(), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => supplier.getByRole('button', { name: /^通知/ }).getAttribute('data-live'), { timeout: 30_000 }).toBe('yes');

      const { page } = await consoleAs('finance', size.options);
      await goToMenu(page, '结算');
      await page.getByRole('tab', { name: /^有异议/ }).click();

      await pressButton(page, billRow(page, rejected!).getByRole('button', { name: '驳回异议' }));
      const reject = dialogOf(page, '驳回异议');
      await reject.waitFor();
      const problems = await dialogProblems(page, `驳回异议 ${size.name}`);
      await reject.getByLabel('驳回理由').fill('核');
      await reject.getByRole('button', { name: '驳回异议' }).click();
      await expect.poll(() => reject.getByText('驳回理由至少 2 个字').count()).toBe(1);
      await reject.getByLabel('驳回理由').fill('已核对考勤，数量无误');
      await reject.getByRole('button', { name: '驳回异议' }).click();
      await expect.poll(() => reject.count()).toBe(0);
      expect(await detail(rejected!)).toMatchObject({ status: 'pending', platformReply: '已核对考勤，数量无误' });

      await billRow(page, corrected!).getByRole('button', { name: '出具更正账单' }).click();
      const correct = dialogOf(page, '出具更正账单');
      const quantity = correct.getByLabel(`${candidate.name}的数量`);
      await quantity.waitFor();
      problems.push(...(await dialogProblems(page, `出具更正账单 ${size.name}`)));
      await quantity.fill('10');
      await correct.getByLabel(`${candidate.name}的扣款`, { exact: true }).fill('5');
      await correct.getByLabel(`${candidate.name}的扣款原因`).fill('迟到两次');
      await correct.getByRole('button', { name: '出具更正账单' }).click();
      await expect.poll(() => correct.count()).toBe(0);
      const { supersededBy } = await detail(corrected!);
      expect(supersededBy).not.toBeNull();

      // The supplier's page follows, and the corrected bill says what changed.
      await expect.poll(() => supplier.getByText(`该账单已由更正账单 ${supersededBy} 替代`).count(), { timeout: 5000 }).toBe(1);
      await supplier.getByRole('link', { name: supersededBy! }).click();
      const changes = supplier.getByRole('list', { name: '更正内容' });
      await expect.poll(() => changes.count(), { timeout: 30_000 }).toBe(1);
      const text = await changes.textContent();
      expect(text).toContain(candidate.name);
      expect(text).toMatch(/数量 8 → 10/);
      expect(text).toContain('扣款 ¥0.00 → ¥5.00');
      expect(text).toContain('扣款原因：迟到两次');
      expect(problems).toEqual([]);
    });
  }

  it('a stale payment: two finance tabs pay one bill; the second gets a clear Chinese message and nothing changes', async () => {
    const [bill] = await bills('confirmed', 1);
    const { page: a } = await consoleAs('finance', CONSOLE_SIZES[1]!.options);
    const b = await a.context().newPage();
    for (const p of [a, b]) await p.goto('/platform/settlements?status=confirmed');
    const payIn = async (p: Page, reference: string) => {
      await billRow(p, bill!).getByRole('button', { name: '标记已付款' }).click();
      const dialog = dialogOf(p, '标记已付款');
      await dialog.getByLabel('付款流水号').fill(reference);
      await dialog.getByRole('button', { name: '标记已付款' }).click();
      return dialog;
    };
    const first = await payIn(a, 'FIRST-001');
    await expect.poll(() => first.count()).toBe(0);
    const second = await payIn(b, 'SECOND-002');
    await expect
      .poll(() =>
        toastError(b)
          .filter({ hasText: `只有已确认的结算单可以付款（结算单 ${bill} 当前为「已付款」）` })
          .count(),
      )
      .toBe(1);
    // The list turns to what is true now (the bill left 已确认), and the first payment stands.
    await expect.poll(() => billRow(b, bill!).count()).toBe(0);
    await expect.poll(() => second.count()).toBe(0);
    expect(await detail(bill!)).toMatchObject({ status: 'paid', paymentReference: 'FIRST-001' });
  });
});
