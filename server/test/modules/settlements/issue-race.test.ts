import { attend, hiredOrder, mayDays, ops } from '../../helpers/settlements';
import { loginStaff } from '../../helpers/staff';
import { issue, sheet } from '../../platform/settlement-sheet';
import { raceTest, warmPool } from '../../helpers/races';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * One live bill per order and period under concurrency (PostgreSQL only): issuing locks the order's row before
 * it looks for an overlapping bill, and the unique index over live (order, from, to) backs the exact period.
 */
let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
});
afterAll(() => t.close());

describe('issue race', () => {
  raceTest(
    'the same order and period issued 12 times at once, and overlapping periods: one bill',
    async () => {
      await warmPool(t.db);
      const { orderId, candidateIds } = await hiredOrder(t, a, 2);
      for (const c of candidateIds) await attend(t, orderId, c, mayDays(31));
      const periods = [
        ['2025-05-01', '2025-05-31'],
        ['2025-05-10', '2025-05-20'],
        ['2025-05-15', '2025-06-01'],
      ];
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          ops(t, 'issue-settlement', { order: orderId, from: periods[i % 3]![0]!, to: periods[i % 3]![1]! }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      for (const r of results.filter((x) => !x.ok))
        expect(r, JSON.stringify(r)).toMatchObject({ error: expect.stringContaining('同一订单同一期间不能重复结算') });
      const bills = await t.db.selectFrom('settlement').select('id').where('order_id', '=', Number(orderId)).execute();
      expect(bills).toHaveLength(1);
      expect(await t.db.selectFrom('settlement_line').select('id').where('settlement_id', '=', bills[0]!.id).execute()).toHaveLength(2);
    },
    60_000,
  );

  raceTest(
    'the same order and period issued from the console (attendance sheets) and by ops at once: one bill',
    async () => {
      await warmPool(t.db);
      const finance = (await loginStaff(t, 'finance')).token;
      const { orderId, candidateIds } = await hiredOrder(t, a, 2);
      for (const c of candidateIds) await attend(t, orderId, c, mayDays(31));
      const bytes = await sheet(candidateIds.map((c) => [c, null, 8, null, null]));
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 3
            ? issue(t, finance, { orderId, from: '2025-05-01', to: '2025-05-31' }, bytes).then((r) => r.body.flag && r.body.data.ok)
            : ops(t, 'issue-settlement', { order: orderId, from: '2025-05-01', to: '2025-05-31' }).then((r) => r.ok),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await t.db.selectFrom('settlement').select('id').where('order_id', '=', Number(orderId)).execute()).toHaveLength(1);
    },
    60_000,
  );
});
