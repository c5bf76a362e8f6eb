import { describe, expect, it } from 'vitest';
import { luhnValid } from '@contract/supplier-centre.meta';
import { browserSuite } from './support/suite';
import { pickOption } from './support/select';
import { DEMO_ADMIN } from './support/session';

const suite = browserSuite('supplier-centre');

/** A UnionPay card number the demo company has not registered, completed with its Luhn check digit. */
function freshCard(): string {
  const prefix = `622202${String(Date.now()).slice(-9)}`;
  for (let d = 0; d <= 9; d += 1) if (luhnValid(prefix + d)) return prefix + d;
  throw new Error('unreachable');
}

describe('the supplier centre in a real browser', () => {
  it('shows the company profile with its logo, and adds a bank account confirmed by an SMS code', async () => {
    const p = await suite.signIn(DEMO_ADMIN);

    await p.goto('/myUserInfo/info');
    await expect.poll(() => p.getByText('上海市 浦东新区').count(), { timeout: 20_000 }).toBe(1);
    // The logo comes through the http client (the token) and shows from an object URL.
    const logo = p.getByRole('img', { name: '企业 Logo' });
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBe(96);

    await p.goto('/myUserInfo/bank');
    await expect.poll(() => p.locator('.bank-account-item').count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => p.getByText('1001 **** **** 2345').count()).toBe(1);

    await p.getByRole('button', { name: '添加银行账户' }).click();
    const dialog = p.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('账户名').inputValue()).toBe('上海启航人力资源服务有限公司（演示）');
    await pickOption(p, dialog.getByLabel('开户银行'), '中国工商银行');
    const card = freshCard();
    await dialog.getByLabel('银行账号').pressSequentially(`${card.slice(0, 4)} x${card.slice(4)}`);
    expect(await dialog.getByLabel('银行账号').inputValue()).toBe(card);

    // The login code went out just now: the browser tests' server has no resend interval (support/server.ts).
    const since = suite.server.logOffset();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const code = await suite.server.codeFor(DEMO_ADMIN, since);
    await dialog.getByLabel('短信验证码').fill(code);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const masked = `${card.slice(0, 4)} **** **** ${card.slice(-4)}`;
    await expect.poll(() => p.getByText(masked).count(), { timeout: 20_000 }).toBe(1);
    expect(await p.locator('.bank-account-item').count()).toBe(3);
    expect(await p.content()).not.toContain(card);
  });
});
