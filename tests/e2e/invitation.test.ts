import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { MEMBER_PATHS } from '@contract/members.meta';
import { PHONE } from './support/browser';
import { post } from './support/gateway';
import { browserSuite } from './support/suite';
import { apiLogIn, logInByInvitation } from './support/session';

const suite = browserSuite('invitation');

let phones = 0;
const freshPhone = () => `137${String(Date.now() + phones++).slice(-8)}`;
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

const SIZES: [string, BrowserContextOptions][] = [
  ['390×844 touch', PHONE],
  ['1440×900', { viewport: { width: 1440, height: 900 } }],
];

describe('an invitation, from the link to the workbench', () => {
  it.each(SIZES)(
    'at %s: the link names company and inviter, the login uses the invited phone, the member is never asked to verify and sees their own count',
    async (_size, options) => {
      // The demo administrator (王建国) invites a new phone.
      const admin = await apiLogIn(suite.server);
      const phone = freshPhone();
      const { inviteCode } = await post<{ inviteCode: string }>(
        suite.server,
        MEMBER_PATHS.addMember,
        { phone, name: '陈小明' },
        admin.token,
        admin.supplierId,
      );

      const page = await suite.open(options);
      await page.goto(`/accountActivation?code=${inviteCode}`);
      await page.getByRole('button', { name: /登录后加入/ }).click();
      await page.waitForURL(/\/login\?redirect=/);
      // The login page says who invites whom where, and shows the invited phone masked in place of the box.
      await expect.poll(() => page.getByText('「上海启航人力资源服务有限公司（演示）」').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await page.getByText('王建国').count()).toBeGreaterThan(0);
      expect(await page.getByText(masked(phone)).count()).toBeGreaterThan(0);
      expect(await page.getByRole('textbox', { name: '手机号' }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await logInByInvitation(page, suite.server, phone);

      // Came to join: no "verify your company" banner or dialog, no name prompt.
      expect(await page.getByText('去认证').count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.getByRole('button', { name: /加\s*入\s*企\s*业/ }).click();
      await page.waitForURL((url) => url.pathname === '/workbench');
      // The overview counts what the member's own order list shows: nothing taken or given yet.
      const taken = page.locator('.light-statistic').filter({ hasText: '已接订单' });
      await expect.poll(() => taken.textContent(), { timeout: 20_000 }).toMatch(/已接订单\s*0\s*单/);
      expect(await page.getByText('去认证').count()).toBe(0);
      expect(await page.getByText('陈小明').count()).toBeGreaterThan(0);
      await page.goto('/workbench/order');
      await expect.poll(() => page.getByText(/全部（0）|全部\s*0/).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    },
  );
});
