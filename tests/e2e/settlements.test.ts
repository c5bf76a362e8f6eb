import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chinaDate } from '@contract/id-number';
import { luhnValid } from '@contract/supplier-centre.meta';
import type { TaskSummary } from '@contract/tasks';
import { browserSuite } from './support/suite';
import { pickOption } from './support/select';
import { gateway } from './support/session';
import { freshPerson } from './support/people';
import type { RunningServer } from './support/server';

const suite = browserSuite('settlements');

const button = (p: Page, text: string) => p.locator('button').filter({ hasText: new RegExp(`^\\s*${text.split('').join('\\s*')}\\s*$`) });

/** A UnionPay debit card number (62…, 16 digits) with a valid Luhn check digit. */
function cardNumber(): string {
  const body = `6225${String(Date.now()).slice(-11)}`;
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('no check digit');
}

/**
 * Sends the SMS code of the open bank-account dialog and types it in, as a person reads an SMS. It goes to the phone
 * that just had its login code: the browser tests' server has no resend interval (support/server.ts).
 */
async function typeSmsCode(p: Page, server: RunningServer, phone: string) {
  const dialog = p.locator('.ant-modal').filter({ hasText: '短信验证码' });
  const since = server.logOffset();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const code = await server.codeFor(phone, since);
  await dialog.getByLabel('短信验证码').fill(code);
}

describe('settlement bills in a real browser', () => {
  it('issues a bill, checks and exports it, adds the missing payee account, confirms, fails the payout, fixes the account and resubmits', async () => {
    const server = suite.server;
    // A verified supplier of its own, with no bank account yet.
    const phone = `139${String(Date.now()).slice(-8)}`;
    await server.ops('create-supplier', '--name', '结算测试人力资源有限公司', '--admin-phone', phone, '--verified', '--json');
    const p = await suite.signIn(phone);
    // Taking orders needs the current framework agreement signed (E000702 otherwise).
    const { agreementId } = await gateway<{ signed: boolean; agreementId?: string }>(p, server, '/pc_agreement/auth/check_sign', {});
    if (agreementId) await gateway(p, server, '/pc_agreement/auth/agreement_signing', { agreementId });

    // An order with one hired candidate, then the platform bills 7.5 hours with a 1 yuan deduction.
    const tasks = await gateway<{ list: TaskSummary[] }>(p, server, '/pc_task/open/task_list_select', {
      pageSize: 100,
      rewardUnit: 'hour',
    });
    let orderId = '';
    for (const task of tasks.list.filter((t) => t.personNumber > t.takenCount)) {
      orderId = await gateway<{ orderId: string }>(p, server, '/wechat_order/auth/take', { taskId: task.taskId }).then(
        (r) => r.orderId,
        () => '',
      );
      if (orderId) break;
    }
    expect(orderId).not.toBe('');
    const { candidateId } = await gateway<{ candidateId: string }>(p, server, '/pc_candidate/auth/add', { orderId, ...freshPerson() });
    for (const to of ['screened', 'interviewed', 'hired'])
      await server.ops('candidate-status', '--candidate', candidateId, '--to', to, '--json');
    const linesFile = join(mkdtempSync(join(tmpdir(), 'lines-')), 'lines.json');
    writeFileSync(linesFile, JSON.stringify([{ candidateId, quantity: 7.5, deduction: 100 }]));
    const today = chinaDate(new Date());
    const issued = JSON.parse(
      await server.ops('issue-settlement', '--order', orderId, '--from', today, '--to', today, '--lines-file', linesFile, '--json'),
    ) as { settlementId: string; totalAmount: number };
    const id = issued.settlementId;
    const total = `¥${(issued.totalAmount / 100).toFixed(2)}`;

    // The list shows it pending; open it.
    await p.goto('/workbench/settlementManagement');
    await expect.poll(() => p.getByRole('tab', { name: '待确认（1）' }).count(), { timeout: 30_000 }).toBe(1);
    await p.getByLabel(`查看结算单 ${id}`).click();
    await p.waitForURL(`**/checkSettlementList/pending/${id}`);
    await expect.poll(() => p.getByText(total).count()).toBeGreaterThan(0);
    await expect.poll(() => p.getByText('7.5 小时').count()).toBe(1);
    expect(await p.title()).toContain('查看结算单');

    // Export: the browser receives the .xlsx, and the bill's history records it.
    const download = p.waitForEvent('download');
    await button(p, '导出 Excel').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await expect.poll(() => p.locator('[data-event="exported"]').count()).toBeGreaterThan(0);
    await expect.poll(() => p.locator('[data-event="viewed"]').count()).toBeGreaterThan(0);

    // Confirming without a payee account leads to the payee page.
    await button(p, '去确认').click();
    await p.waitForURL(`**/confirmSettlementList/${id}`);
    await expect.poll(() => p.getByText('还没有收款账户：确认前请先添加收款账户').count()).toBe(1);
    await button(p, '确认结算单').click();
    await p.locator('.ant-modal').filter({ hasText: '确认结算单？' }).getByRole('button', { name: '确认结算' }).click();
    await p.waitForURL(`**/accountToBeCredited/confirm/${id}`);

    // Add the account (confirmed by an SMS code); the first account is the default and is picked.
    await button(p, '添加银行账户').click();
    const form = p.locator('.ant-modal').filter({ hasText: '开户银行' });
    await pickOption(p, form.getByRole('combobox', { name: '开户银行' }), '招商银行');
    const number = cardNumber();
    await form.getByLabel('银行账号').fill(number);
    await form.getByLabel('开户支行').fill('深圳科技园支行');
    await typeSmsCode(p, server, phone);
    await form
      .getByRole('button', { name: '保存' })
      .or(form.getByRole('button', { name: '保 存' }))
      .click();
    const masked = `${number.slice(0, 4)} **** **** ${number.slice(-4)}`;
    await expect.poll(() => p.getByText(`已选收款账户：招商银行 ${masked}`, { exact: false }).count(), { timeout: 20_000 }).toBe(1);
    await button(p, '使用所选账户，返回确认').click();
    await p.waitForURL(new RegExp(`/confirmSettlementList/${id}\\?payeeAccountId=\\d+`));

    // Confirm, once.
    await expect.poll(() => p.getByText(`招商银行 ${masked}`, { exact: false }).count()).toBeGreaterThan(0);
    await button(p, '确认结算单').click();
    await p.locator('.ant-modal').filter({ hasText: '确认结算单？' }).getByRole('button', { name: '确认结算' }).click();
    await p.waitForURL(`**/checkSettlementList/confirmed/${id}`);
    await expect.poll(() => p.locator('[data-event="confirmed"]').count()).toBe(1);

    // The platform pays, and the bank refuses.
    const failed = JSON.parse(await server.ops('pay-settlement', '--settlement', id, '--fail', '收款账户户名与开户名不符', '--json')) as {
      status: string;
    };
    expect(failed.status).toBe('failed');
    await p.reload();
    await expect.poll(() => p.getByText('收款账户户名与开户名不符').count()).toBeGreaterThan(0);
    await button(p, '修改收款账户并重新提交').click();
    await p.waitForURL(`**/accountToBeCredited/resubmit/${id}`);
    await expect.poll(() => p.getByText('付款失败：收款账户户名与开户名不符').count()).toBe(1);

    // Fix the account (its branch, with a new SMS code), then resubmit to it. The send-code button keeps its
    // 60 s countdown across dialogs (as the server's resend interval would refuse sooner); the test's server has
    // none, so the countdown's deadline is cleared instead of waiting a minute.
    await p.evaluate(() => localStorage.removeItem('supplier:bankCodeDeadline'));
    await p
      .locator('.bank-account-item')
      .filter({ hasText: masked })
      .getByRole('button', { name: '修改' })
      .or(p.locator('.bank-account-item').filter({ hasText: masked }).getByRole('button', { name: '修 改' }))
      .click();
    const edit = p.locator('.ant-modal').filter({ hasText: '修改银行账户' });
    await edit.getByLabel('开户支行').fill('深圳南山支行');
    await typeSmsCode(p, server, phone);
    await edit
      .getByRole('button', { name: '保存' })
      .or(edit.getByRole('button', { name: '保 存' }))
      .click();
    await expect.poll(() => p.getByText('深圳南山支行', { exact: false }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await button(p, '使用所选账户重新提交').click();
    await p.waitForURL(`**/checkSettlementList/confirmed/${id}`);
    await expect.poll(() => p.locator('[data-event="resubmitted"]').count()).toBe(1);
    await expect.poll(() => p.locator('[data-event="failed"]').count()).toBe(1);

    // Paid this time; the list says so.
    await server.ops('pay-settlement', '--settlement', id, '--json');
    await p.goto('/workbench/settlementManagement?status=paid');
    await expect.poll(() => p.getByLabel(`查看结算单 ${id}`).count(), { timeout: 20_000 }).toBe(1);
  });
});
