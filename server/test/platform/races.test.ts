import * as candidates from '@contract/candidates';
import * as settlements from '@contract/settlements';
import * as platformOrders from '@contract/platform/orders';
import * as platform from '@contract/platform/settlements';
import { orderFor, person } from '../helpers/candidates';
import { raceTest, warmPool } from '../helpers/races';
import { ops, payoutAccount, pendingBill } from '../helpers/settlements';
import { loginStaff } from '../helpers/staff';
import { supplierMember, type Member } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The console's moves race each other and the operator commands (PostgreSQL only, helpers/races.ts): they are the
 * same operations under the same row locks, so exactly one of a set of conflicting moves happens.
 */
let t: TestApp;
let a: Member;
let operator: string;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  await payoutAccount(t, a.supplierId);
  operator = (await loginStaff(t, 'operator')).token;
  finance = (await loginStaff(t, 'finance')).token;
});
afterAll(() => t.close());

const eventsOf = async (id: string, event: string) =>
  (await t.db.selectFrom('settlement_event').select('id').where('settlement_id', '=', Number(id)).where('event', '=', event).execute())
    .length;

describe('console races', () => {
  raceTest(
    'a candidate moved by 10 console calls (初筛通过 or 不合适, seen as 已推荐) and 2 ops commands at once: one move, one log row',
    async () => {
      await warmPool(t.db);
      const { orderId } = await orderFor(t, a);
      const id = (await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: a.token })).body.data.candidateId;
      const results = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) =>
          t.call(
            platformOrders.platformCandidateMove,
            i % 2
              ? { candidateId: id, from: 'submitted', to: 'screened' }
              : { candidateId: id, from: 'submitted', to: 'rejected', reason: '不合适' },
            { token: operator },
          ),
        ),
        ops(t, 'candidate-status', { candidate: id, to: 'screened' }).then((r) => ({ body: { flag: r.ok } })),
        ops(t, 'candidate-status', { candidate: id, to: 'screened' }).then((r) => ({ body: { flag: r.ok } })),
      ]);
      expect(results.filter((r) => r.body.flag)).toHaveLength(1);
      const log = await t.db.selectFrom('candidate_status_log').select('to_status').where('candidate_id', '=', Number(id)).execute();
      expect(log).toHaveLength(2);
      const staffActions = await t.db.selectFrom('staff_action').select('id').where('target_id', '=', id).execute();
      expect(staffActions.length).toBeLessThanOrEqual(1);
    },
    60_000,
  );

  raceTest(
    '标记已付款 20 times and ops pay-settlement at once: paid once, one event; 付款失败 at the same time loses',
    async () => {
      await warmPool(t.db);
      const { id } = await pendingBill(t, a);
      await t.call(
        settlements.settlementConfirm,
        { settlementId: id, action: 'confirm', idempotencyKey: crypto.randomUUID() },
        { token: a.token },
      );
      const results = await Promise.all([
        ...Array.from({ length: 20 }, (_, i) =>
          i % 5 === 4
            ? t.call(platform.platformSettlementPayFail, { settlementId: id, reason: '账户冻结' }, { token: finance })
            : t.call(platform.platformSettlementPay, { settlementId: id, paymentReference: `REF-${i}` }, { token: finance }),
        ),
        ops(t, 'pay-settlement', { settlement: id, reference: 'OPS' }).then((r) => ({
          body: { flag: r.ok, errorCode: r.ok ? null : 'E000409' },
        })),
      ]);
      expect(results.filter((r) => r.body.flag)).toHaveLength(1);
      for (const r of results.filter((x) => !x.body.flag)) expect(r.body.errorCode).toBe('E000409');
      expect((await eventsOf(id, 'paid')) + (await eventsOf(id, 'failed'))).toBe(1);
    },
    60_000,
  );

  raceTest(
    '驳回异议 and 出具更正账单 of one disputed bill at once (console and ops): exactly one resolution',
    async () => {
      await warmPool(t.db);
      const bill = await pendingBill(t, a);
      await t.call(
        settlements.settlementConfirm,
        { settlementId: bill.id, action: 'dispute', reason: '工时有误', idempotencyKey: crypto.randomUUID() },
        { token: a.token },
      );
      const lines = [{ candidateId: bill.candidateIds[0]!, quantity: 10 }];
      const results = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) =>
          i % 2
            ? t.call(platform.platformDisputeReject, { settlementId: bill.id, reason: '维持原单' }, { token: finance })
            : t.call(platform.platformSettlementCorrect, { settlementId: bill.id, lines }, { token: finance }),
        ),
        ops(t, 'resolve-dispute', { settlement: bill.id, reject: 'true' }).then((r) => ({ body: { flag: r.ok } })),
      ]);
      expect(results.filter((r) => r.body.flag)).toHaveLength(1);
      const bills = await t.db.selectFrom('settlement').select('id').where('order_id', '=', Number(bill.orderId)).execute();
      expect((await eventsOf(bill.id, 'dispute_rejected')) + (await eventsOf(bill.id, 'superseded'))).toBe(1);
      expect(bills.length).toBeLessThanOrEqual(2);
    },
    60_000,
  );
});
