import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { creditCodeCheckChar } from '@contract/credit-code';
import { browserSuite } from './support/suite';
import { pickOption } from './support/select';
import { logIn, logInByInvitation } from './support/session';

const suite = browserSuite('company');

const button = (p: Page, text: string | RegExp) =>
  p.locator('button').filter({ hasText: typeof text === 'string' ? new RegExp(`^\\s*${text.split('').join('\\s*')}\\s*$`) : text });

let phones = 0;
/** A phone the seed cannot have. */
const freshPhone = () => `139${String(Date.now() + phones++).slice(-8)}`;

/** A credit code with a valid check character that no seeded supplier has. */
function freshCreditCode(): string {
  const first17 = `91330100${String(Date.now()).slice(-9)}`;
  return first17 + creditCodeCheckChar(first17)!;
}

/** The supplier id the SPA keeps for the signed-in user (the persisted `global` slice). */
async function supplierIdOf(p: Page): Promise<string> {
  return p.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { global?: string };
    return (JSON.parse(root.global ?? '{}') as { supplierId?: string }).supplierId ?? '';
  });
}

describe('the company in a real browser', () => {
  it('a new phone verifies a company, the platform approves it, the admin invites a member who activates the link and joins, the admin transfers the role to them', async () => {
    // A new phone submits a company verification (the licence photo by hand where OCR reads nothing) …
    const admin = await suite.open();
    const adminPhone = freshPhone();
    await logIn(admin, suite.server, adminPhone);
    await admin.goto('/authentication/company');
    // Logged in to the workbench, a user without a supplier gets its first-steps choice, not the tips dialog.
    expect(await button(admin, '我知道了').count()).toBe(0);
    const photo = join(mkdtempSync(join(tmpdir(), 'licence-')), 'licence.png');
    // A blank picture: OCR reads nothing from it, so every field is typed by hand (a screenshot of the page would
    // give OCR text to misread, differently from run to run).
    const blank = await admin.context().newPage();
    await blank.setContent('<body style="margin:0;background:#fff;width:800px;height:600px"></body>');
    await blank.setViewportSize({ width: 800, height: 600 });
    writeFileSync(photo, await blank.screenshot());
    await blank.close();
    await admin.getByLabel('选择营业执照').setInputFiles(photo);
    await expect.poll(() => admin.getByText(/对照图片|仔细核对/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await admin.getByLabel('企业名称').fill('杭州钱塘人力资源有限公司');
    await admin.getByLabel('统一社会信用代码').fill(freshCreditCode());
    await admin.getByLabel('法定代表人').fill('孙立新');
    await button(admin, '提交企业认证').click();
    await button(admin, '确认提交').click();
    await expect.poll(() => supplierIdOf(admin), { timeout: 20_000 }).toMatch(/^\d+$/);
    // … and the platform approves it.
    const out = await suite.server.ops('review-verification', '--supplier', await supplierIdOf(admin), '--approve', '--json');
    const reviewed = JSON.parse(
      out
        .trim()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .at(-1) ?? '{}',
    ) as Record<string, unknown>;
    expect(reviewed).not.toHaveProperty('error');

    // The new administrator invites a new phone with the default permissions and copies the link.
    await admin.goto('/myUserInfo/members');
    await expect.poll(() => button(admin, '邀请成员').count(), { timeout: 20_000 }).toBe(1);
    await button(admin, '邀请成员').click();
    const invite = admin.getByRole('dialog', { name: '邀请成员' });
    const phone = freshPhone();
    await invite.getByLabel('手机号').fill(phone);
    await invite.getByLabel('姓名').fill('钱多多');
    await invite.getByRole('button', { name: '发送邀请' }).click();
    const linkBox = admin.getByRole('dialog', { name: '邀请链接' }).getByLabel('邀请链接');
    await expect.poll(() => linkBox.inputValue(), { timeout: 10_000 }).toMatch(/\/accountActivation\?code=[A-Za-z0-9_-]{43}$/);
    const link = new URL(await linkBox.inputValue());
    const activation = `${link.pathname}${link.search}`;

    // The invitee opens the link without an account, sees the invitation, logs in with the invited phone and joins.
    const invitee = await suite.open();
    await invitee.goto(activation);
    await expect.poll(() => invitee.getByText('加入「杭州钱塘人力资源有限公司」').count(), { timeout: 20_000 }).toBe(1);
    expect(await invitee.getByText(`钱多多（${phone.slice(0, 3)}****${phone.slice(-4)}）`).count()).toBe(1);
    await button(invitee, /登录后加入/).click();
    await invitee.waitForURL(/\/login\?redirect=/);
    await logInByInvitation(invitee, suite.server, phone);
    await button(invitee, '加入企业').click();
    await invitee.waitForURL((url) => url.pathname === '/workbench');

    // The administrator sees the member joined, and hands the role over with the code sent to their phone.
    await admin.getByRole('dialog', { name: '邀请链接' }).getByRole('button', { name: '完成' }).click();
    await admin.reload();
    const row = admin.locator('tr').filter({ hasText: phone });
    await expect.poll(() => row.filter({ hasText: '已加入' }).count(), { timeout: 20_000 }).toBe(1);
    await button(admin, '转让管理员').click();
    const transfer = admin.getByRole('dialog', { name: '转让管理员' });
    await pickOption(admin, transfer.getByRole('combobox'), phone);
    // A second code for the admin's phone (the login code was the first): no resend interval on this server.
    const since = suite.server.logOffset();
    await transfer.getByRole('button', { name: '获取验证码' }).click();
    const code = await suite.server.codeFor(adminPhone, since);
    await transfer.getByLabel(/验证码/).fill(code);
    await transfer.getByRole('button', { name: '确认转让' }).click();
    // The former administrator is an ordinary member now: they may leave, no longer invite or transfer.
    await expect.poll(() => button(admin, '退出企业').count(), { timeout: 20_000 }).toBe(1);
    expect(await button(admin, '转让管理员').count()).toBe(0);

    // The new administrator's next page load shows the role.
    await invitee.goto('/myUserInfo/members');
    await expect.poll(() => button(invitee, '转让管理员').count(), { timeout: 20_000 }).toBe(1);
    const adminRow = invitee.locator('tr').filter({ hasText: phone });
    await expect.poll(() => adminRow.filter({ hasText: '管理员' }).count()).toBe(1);
  });
});
