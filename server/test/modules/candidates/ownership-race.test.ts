import * as candidates from '@contract/candidates';
import { orderFor, orderOnTask, person } from '../../helpers/candidates';
import { raceTest, warmPool } from '../../helpers/races';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Ownership under concurrency: race tests (helpers/races.ts), run on PostgreSQL where the pool sends the
 * submissions on separate connections at once, reported skipped on PGlite (one connection, no race). The rules
 * themselves, one submission at a time, are in candidates.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 5;
const PER_SUPPLIER = 8;

describe('ownership race', () => {
  raceTest(`two suppliers submitting the same person to one task ${PER_SUPPLIER} times each at once: exactly one wins`, async () => {
    await warmPool(t.db);
    for (let round = 0; round < ROUNDS; round++) {
      const a = await supplierMember(t);
      const b = await supplierMember(t);
      const { taskId, orderId: orderA } = await orderFor(t, a);
      const orderB = await orderOnTask(t, b, taskId);
      const p = person(t);
      const calls = Array.from({ length: PER_SUPPLIER }, () => [
        t.call(candidates.addCandidate, { orderId: orderA, ...p }, { token: a.token }),
        t.call(candidates.addCandidate, { orderId: orderB, ...p }, { token: b.token }),
      ]).flat();
      const results = await Promise.all(calls);
      const wins = results.filter((r) => r.body.flag);
      expect(wins).toHaveLength(1);
      for (const r of results.filter((x) => !x.body.flag)) expect(['E000701', 'E000409']).toContain(r.body.errorCode);
      expect(results.some((r) => r.body.errorCode === 'E000701')).toBe(true);

      const rows = await t.db
        .selectFrom('candidate')
        .select(['supplier_id'])
        .where('task_id', '=', taskId)
        .where('id_number', '=', p.idNumber)
        .execute();
      expect(rows).toHaveLength(1);
      const claim = await t.db.selectFrom('candidate_claim').selectAll().where('task_id', '=', taskId).executeTakeFirstOrThrow();
      expect(claim.supplier_id).toBe(rows[0]!.supplier_id);
      expect(claim.candidate_id).toBe(Number(wins[0]!.body.data!.candidateId));
    }
  });

  raceTest('one supplier submitting the same person to its order many times at once: one candidate', async () => {
    await warmPool(t.db);
    const a = await supplierMember(t);
    const { orderId } = await orderFor(t, a);
    const p = person(t);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => t.call(candidates.addCandidate, { orderId, ...p }, { token: a.token })),
    );
    expect(results.filter((r) => r.body.flag)).toHaveLength(1);
    for (const r of results.filter((x) => !x.body.flag))
      expect(r.body).toMatchObject({ errorCode: 'E000409', errorMsg: '该人员已推荐到本订单，不能重复推荐' });
    expect(await t.db.selectFrom('candidate').select('id').where('order_id', '=', Number(orderId)).execute()).toHaveLength(1);
  });
});
