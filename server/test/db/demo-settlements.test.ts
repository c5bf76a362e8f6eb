import * as settlements from '@contract/settlements';
import { SETTLEMENT_STATUSES } from '@contract/settlements.meta';
import { DEMO, loginAs } from '../helpers/session';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo settlements', () => {
  it('give the demo administrator bills in every state, with lines, history, a corrected bill and a rejected dispute', async () => {
    const { token } = await loginAs(t, DEMO.admin);
    const counts = (await t.call(settlements.settlementCount, {}, { token })).body.data;
    for (const s of SETTLEMENT_STATUSES) expect(counts[s], s).toBeGreaterThan(0);

    const page = (await t.call(settlements.settlementPage, { pageNum: 1, pageSize: 100 }, { token })).body.data;
    // A bill a corrected one superseded stays listed (to be deleted) but counts in no status total.
    const superseded = page.list.filter((b) => b.supersededBy !== null).length;
    expect(superseded).toBeGreaterThan(0);
    expect(page.total).toBe(SETTLEMENT_STATUSES.reduce((a, s) => a + counts[s], 0) + superseded);
    expect(page.list.some((b) => b.deletable)).toBe(true);
    for (const bill of page.list) {
      const base = (await t.call(settlements.settlementDetailBase, { settlementId: bill.settlementId }, { token })).body.data;
      const lines = (
        await t.call(settlements.settlementDetailList, { settlementId: bill.settlementId, pageNum: 1, pageSize: 100 }, { token })
      ).body.data;
      expect(lines.total).toBeGreaterThan(0);
      expect(lines.list.reduce((s, l) => s + l.amount, 0)).toBe(base.totalAmount);
      expect(base.history[0]!.event).toBe('issued');
      if (['confirmed', 'paid', 'failed'].includes(base.status)) expect(base.payee?.accountNumber).toMatch(/\*\*\*\*/);
      if (base.status === 'failed') expect(base.failReason).toBeTruthy();
    }
    const events = new Set((await t.db.selectFrom('settlement_event').select('event').execute()).map((e) => e.event));
    for (const e of ['issued', 'confirmed', 'disputed', 'dispute_rejected', 'superseded', 'paid', 'failed']) expect(events, e).toContain(e);
    expect(await t.db.selectFrom('attendance').select('day').limit(1).execute()).toHaveLength(1);
  });
});
