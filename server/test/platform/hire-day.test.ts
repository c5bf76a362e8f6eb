import * as candidates from '@contract/candidates';
import * as platform from '@contract/platform/orders';
import { orderFor, person } from '../helpers/candidates';
import { ops } from '../helpers/settlements';
import { loginStaff } from '../helpers/staff';
import { supplierMember } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** 已入职's day is the hire a per-person bill counts, not the day the platform recorded it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('a hire recorded in July for 20 June is billed in June, not in July', async () => {
  const a = await supplierMember(t);
  const { orderId } = await orderFor(t, a, { reward_amount: 30000, reward_unit: 'person' });
  const id = (await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: a.token })).body.data.candidateId;
  for (const to of ['screened', 'interviewed']) expect((await ops(t, 'candidate-status', { candidate: id, to })).ok).toBe(true);
  // The test clock starts on 2025-06-02; the platform records the hire on 2025-07-12.
  t.clock.advance(40 * 24 * 3600);
  const operator = (await loginStaff(t, 'operator')).token;
  const hired = await t.call(
    platform.platformCandidateMove,
    { candidateId: id, from: 'interviewed', to: 'hired', hiredOn: '2025-06-20' },
    { token: operator },
  );
  expect(hired.body).toMatchObject({ flag: true, data: { to: 'hired' } });
  const july = await ops(t, 'issue-settlement', { order: orderId, from: '2025-07-01', to: '2025-07-11' });
  expect(july).toMatchObject({ ok: false, error: expect.stringContaining('没有可结算的入职人员') });
  const june = await ops(t, 'issue-settlement', { order: orderId, from: '2025-06-01', to: '2025-06-30' });
  expect(june).toMatchObject({ ok: true, data: { lineCount: 1, totalAmount: 30000 } });
});
