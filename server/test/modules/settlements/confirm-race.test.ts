import * as settlements from '@contract/settlements';
import { countersAndTruth, payoutAccount, pendingBill } from '../../helpers/settlements';
import { raceTest, warmPool } from '../../helpers/races';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Exactly once under concurrency (helpers/races.ts: PostgreSQL only, skipped on PGlite). The bill's row lock
 * (repo.lockBill, SELECT … FOR UPDATE) with the conditional update and the stored answer: 100 calls at once give
 * one state change, one audit event, one answer.
 */
let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  await payoutAccount(t, a.supplierId);
});
afterAll(() => t.close());

const CALLERS = 100;
const confirm = (id: string, idempotencyKey: string, action: 'confirm' | 'dispute' = 'confirm') =>
  t.call(
    settlements.settlementConfirm,
    { settlementId: id, action, reason: action === 'dispute' ? '工时有误' : undefined, idempotencyKey },
    { token: a.token },
  );
const eventsOf = async (id: string, event: string) =>
  (await t.db.selectFrom('settlement_event').select('id').where('settlement_id', '=', Number(id)).where('event', '=', event).execute())
    .length;

describe('confirm race', () => {
  raceTest(
    `${CALLERS} confirms of one bill at once with different keys: one change, one event, one answer for all`,
    async () => {
      await warmPool(t.db);
      const { id } = await pendingBill(t, a);
      const results = await Promise.all(Array.from({ length: CALLERS }, () => confirm(id, crypto.randomUUID())));
      expect(results.filter((r) => !r.body.flag).map((r) => r.body.errorMsg)).toEqual([]);
      const answers = new Set(results.map((r) => JSON.stringify(r.body.data)));
      expect(answers.size).toBe(1);
      expect(await eventsOf(id, 'confirmed')).toBe(1);
      const bill = await t.db.selectFrom('settlement').select(['status']).where('id', '=', Number(id)).executeTakeFirstOrThrow();
      expect(bill.status).toBe('confirmed');
    },
    60_000,
  );

  raceTest(
    `${CALLERS} confirms of one bill at once with the same key: one change, one stored answer, the same for all`,
    async () => {
      await warmPool(t.db);
      const { id } = await pendingBill(t, a);
      const k = crypto.randomUUID();
      const results = await Promise.all(Array.from({ length: CALLERS }, () => confirm(id, k)));
      expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
      expect(results[0]!.body.flag).toBe(true);
      expect(await eventsOf(id, 'confirmed')).toBe(1);
      expect(await t.db.selectFrom('settlement_idempotency').select('key').where('settlement_id', '=', Number(id)).execute()).toHaveLength(
        1,
      );
    },
    60_000,
  );

  raceTest(
    'confirms and disputes of one bill at once: exactly one of the two actions happens, the other is refused',
    async () => {
      await warmPool(t.db);
      const { id } = await pendingBill(t, a);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => confirm(id, crypto.randomUUID(), i % 2 ? 'dispute' : 'confirm')),
      );
      const bill = await t.db.selectFrom('settlement').select('status').where('id', '=', Number(id)).executeTakeFirstOrThrow();
      const winner = bill.status === 'confirmed' ? 'confirm' : 'dispute';
      expect(['confirmed', 'disputed']).toContain(bill.status);
      for (const [i, r] of results.entries()) {
        if ((i % 2 ? 'dispute' : 'confirm') === winner) expect(r.body).toMatchObject({ flag: true, data: { status: bill.status } });
        else expect(r.body).toMatchObject({ flag: false, errorCode: 'E000409' });
      }
      expect((await eventsOf(id, 'confirmed')) + (await eventsOf(id, 'disputed'))).toBe(1);
      const { counters, truth } = await countersAndTruth(t);
      expect(counters).toEqual(truth);
    },
    60_000,
  );
});
