/**
 * bench:web's logged-in side: logging in as the demo admin through the real login screen, and the concrete
 * addresses of the logged-in screens (an order's candidates, a bill, a partial contract) read from the gateway as
 * the page would read them.
 */
import type { Page } from 'playwright-core';
import { AGREEMENT_PATHS } from '@contract/agreements.meta';
import { ORDER_PATHS } from '@contract/orders.meta';
import { SETTLEMENT_PATHS } from '@contract/settlements.meta';
import { gateway } from '../../tests/e2e/support/gateway';
import type { RunningServer } from '../../tests/e2e/support/server';

export const DEMO_ADMIN = '13800000000';

/** Logs in through the login screen, reading the code from the server's log as a person reads an SMS. */
export async function logIn(page: Page, server: RunningServer, phone = DEMO_ADMIN): Promise<void> {
  await page.goto(`${server.url}/login`, { timeout: 180_000 });
  await page.getByLabel('手机号').fill(phone);
  const since = server.logOffset();
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await server.codeFor(phone, since);
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('checkbox').check();
  await page
    .getByRole('button', { name: '登 录' })
    .or(page.getByRole('button', { name: '登录' }))
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 180_000 });
}

/** The parameters the logged-in screens' addresses need, from the demo supplier's data. */
export interface ScreenIds {
  taskId: string;
  orderId: string;
  settlementId: string;
  settlementStatus: string;
  agreementId: string;
  mainId: string;
}

export async function screenIds(page: Page, server: RunningServer): Promise<ScreenIds> {
  const orders = await gateway<{ list: { orderId: string; taskId: string }[] }>(page, server, ORDER_PATHS.myOrderList, {
    pageNum: 1,
    pageSize: 1,
  });
  const bills = await gateway<{ list: { settlementId: string; status: string }[] }>(page, server, SETTLEMENT_PATHS.page, {
    pageNum: 1,
    pageSize: 20,
  });
  const agreements = await gateway<{ list: { kind: string; agreementId: string; mainId?: string }[] }>(
    page,
    server,
    AGREEMENT_PATHS.getAgreementList,
  );
  // A pending bill where there is one: its page shows the most (lines, the confirm and dispute actions).
  const bill = bills.list.find((b) => b.status === 'pending') ?? bills.list[0];
  const partial = agreements.list.find((a) => a.mainId);
  if (!orders.list[0] || !bill || !partial)
    throw new Error('the demo supplier has no order, bill or partial contract: is the database seeded?');
  return {
    taskId: orders.list[0].taskId,
    orderId: orders.list[0].orderId,
    settlementId: bill.settlementId,
    settlementStatus: bill.status,
    agreementId: partial.agreementId,
    mainId: partial.mainId!,
  };
}

/** A path pattern (`/a/:x/:y?`) with the ids filled in; an optional parameter without a value is dropped. */
export function fill(pattern: string, ids: Record<string, string>): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, key: string, optional?: string) => {
    if (ids[key] !== undefined) return `/${ids[key]}`;
    if (optional) return '';
    throw new Error(`no value for :${key} in ${pattern}`);
  });
}
