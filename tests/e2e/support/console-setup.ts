import { afterEach } from 'vitest';
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { candidatesOf, demoBill, demoOrders, type DemoOrder } from './console-fixtures';
import { apiLogIn, rememberSession, type Session } from './session';
import { apiStaffLogIn, createStaff, openConsole, staffPost, type StaffSession } from './staff';
import type { BrowserSuite } from './suite';

/**
 * Contexts a test opens beside the suite's own (a console and a supplier side by side), closed after each test.
 * Call it before browserSuite(): hooks run last-registered first, and the suite's screenshot of a failure needs the
 * page still open.
 */
export function sideContexts(): BrowserContext[] {
  const opened: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((c) => c.close().catch(() => undefined)));
  });
  return opened;
}

export interface SettlementDetail {
  status: string;
  paymentReference: string | null;
  failReason: string | null;
  platformReply: string | null;
  supersededBy: string | null;
}

/**
 * What the console's browser tests share in a file: the demo supplier's administrator and an admin (each logged in
 * once, over the APIs), console and supplier pages in contexts of their own, and the demo order bills are issued for.
 */
export function consoleSetup(suite: BrowserSuite, opened: BrowserContext[]) {
  let demo: Promise<Session> | undefined;
  let admin: Promise<StaffSession> | undefined;
  let billing: Promise<{ order: DemoOrder; candidate: { candidateId: string; name: string } }> | undefined;
  const demoSession = () => (demo ??= apiLogIn(suite.server));
  const adminToken = async () => (await (admin ??= createStaff(suite.server, 'admin').then((p) => apiStaffLogIn(suite.server, p)))).token;
  /** A demo order with a hired candidate: what the bills here are issued for. */
  const billOrder = () =>
    (billing ??= (async () => {
      const token = await adminToken();
      const { supplierId } = await demoSession();
      const order = (await demoOrders(suite.server, token, supplierId)).find((o) => (o.candidateCounts.hired ?? 0) > 0)!;
      const candidate = (await candidatesOf(suite.server, token, order.orderId, 'hired'))[0]!;
      return { order, candidate };
    })());
  return {
    demoSession,
    adminToken,
    billOrder,
    /** A console page logged in as a new staff member of `role` (`options`: its size). */
    async consoleAs(role: string, options?: BrowserContextOptions) {
      const result = await openConsole(suite, role, options);
      opened.push(result.page.context());
      return result;
    },
    /** The demo supplier's page in a context of its own. */
    async supplierPage(options?: BrowserContextOptions) {
      const session = await demoSession();
      const page = await suite.open({ ...options, storageState: session.storageState });
      rememberSession(page.context(), session);
      opened.push(page.context());
      return page;
    },
    /** `n` bills of the demo order in `state` (one line of 8 units each). */
    async bills(state: 'confirmed' | 'disputed', n: number): Promise<string[]> {
      const { order, candidate } = await billOrder();
      const out: string[] = [];
      for (let i = 0; i < n; i++)
        out.push(
          await demoBill(
            suite.server,
            await adminToken(),
            await demoSession(),
            { orderId: order.orderId, candidateId: candidate.candidateId },
            state,
          ),
        );
      return out;
    },
    /** A bill as the console's finance reads it. */
    detail: async (settlementId: string) =>
      staffPost<SettlementDetail>(suite.server, await adminToken(), '/auth/settlements/platformSettlementDetail', { settlementId }),
  };
}
