import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/suite';
import { gateway } from './support/session';

const suite = browserSuite('time-zones');

/** Two zones far from Beijing and from each other (one behind UTC, one ahead; different days for most of Beijing's). */
const ZONES = ['America/Los_Angeles', 'Pacific/Auckland'];
const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g;

/** The gateway answers times in Beijing time with their offset: `2025-06-02T10:00:00+08:00` → `2025-06-02 10:00:00`. */
const beijing = (iso: string) => {
  expect(iso).toMatch(/\+08:00$/);
  return iso.slice(0, 19).replace('T', ' ');
};

/** Every date-time shown in `selector`, in document order. */
async function timesIn(p: Page, selector: string): Promise<string[]> {
  const text = await p.locator(selector).first().innerText();
  return text.match(DATE_TIME) ?? [];
}

describe('one time zone: Beijing time on every screen, whatever the browser’s zone', () => {
  it('renders the audit log and a paid bill with the same times in two browser time zones', { timeout: 180_000 }, async () => {
    const page = await suite.signIn();
    const server = suite.server;
    const bills = await gateway<{ list: { settlementId: string }[] }>(page, server, '/pc_settlement/auth/page', {
      status: 'paid',
      pageNum: 1,
      pageSize: 1,
    });
    const id = bills.list[0]!.settlementId;
    const bill = await gateway<{ issuedAt: string; paidAt: string; history: { at: string }[] }>(
      page,
      server,
      '/pc_settlement/auth/detail_base',
      { settlementId: id },
    );
    const audit = await gateway<{ list: { at: string }[] }>(page, server, '/pc_suppliers_member/auth/audit_list', {
      pageNum: 1,
      pageSize: 30,
    });
    const state = suite.session.storageState;
    const browser = suite.context.browser()!;

    const seen: Record<string, { head: string[]; history: string[]; audit: string[] }> = {};
    for (const timezoneId of ZONES) {
      const context = await browser.newContext({
        baseURL: server.url,
        locale: 'zh-CN',
        timezoneId,
        storageState: state,
        viewport: { width: 1440, height: 900 },
      });
      try {
        const p = await context.newPage();
        expect(await p.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
        await p.goto(`/workbench/settlementManagement/checkSettlementList/paid/${id}`);
        await p.getByText('付款流水号').first().waitFor();
        const head = await timesIn(p, '.light-desc');
        await p.locator('.settlement-history-entry').first().waitFor();
        const history = (await p.locator('.settlement-history-entry .candidate-timeline-meta').allInnerTexts()).map(
          (t) => t.match(DATE_TIME)?.[0] ?? '',
        );
        await p.goto('/myUserInfo/audit');
        await p.getByRole('table').locator('tbody tr.data-table-row').first().waitFor();
        const rows = await p.getByRole('table').locator('tbody tr.data-table-row td:first-child').allInnerTexts();
        seen[timezoneId] = { head, history, audit: rows.map((r) => r.trim()) };
      } finally {
        await context.close();
      }
    }

    const [a, b] = ZONES.map((z) => seen[z]!);
    expect(a).toEqual(b);
    // And they are Beijing time: the bill's issue and payment times, its history (newest first), the audit rows.
    expect(a!.head).toEqual(expect.arrayContaining([beijing(bill.issuedAt), beijing(bill.paidAt)]));
    expect(a!.history).toEqual([...bill.history].reverse().map((h) => beijing(h.at)));
    expect(a!.audit.slice(0, audit.list.length)).toEqual(audit.list.map((e) => beijing(e.at)));
  });
});
