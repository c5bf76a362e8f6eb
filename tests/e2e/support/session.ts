import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from './server';

export { gateway } from './gateway';

export const DEMO_ADMIN = '13800000000';

/** Logs in through the real login screen, reading the code from the server's log as a person reads an SMS. */
export async function logIn(page: Page, server: RunningServer, phone = DEMO_ADMIN, query = '') {
  await page.goto(`/login${query}`);
  await page.getByLabel('手机号').fill(phone);
  const since = server.logOffset();
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await server.codeFor(phone, since);
  await expect.poll(() => page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登 录' }).or(page.getByRole('button', { name: '登录' })).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
