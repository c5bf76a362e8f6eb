import * as candidates from '@contract/candidates';
import * as orders from '@contract/orders';
import * as settlements from '@contract/settlements';
import { runCommand } from '../../../src/ops/runner';
import { orderFor, person } from '../../helpers/candidates';
import { attend, hiredOrder, issueMay, mayDays, ops, payoutAccount } from '../../helpers/settlements';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  a = await supplierMember(t);
  await payoutAccount(t, a.supplierId);
});
afterAll(() => t.close());

const move = (candidateId: string, to: string, reason?: string) =>
  runCommand('candidate-status', { candidate: candidateId, to, ...(reason ? { reason } : {}) }, t.ctx);
const hire = async (id: string) => {
  for (const to of ['screened', 'interviewed', 'hired']) expect((await move(id, to)).ok).toBe(true);
};
const add = async (orderId: string, member = a) =>
  (await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: member.token })).body.data.candidateId;
const commission = async (member = a) => (await t.call(orders.myCommission, {}, { token: member.token })).body.data;
const confirm = (id: string, member = a) =>
  t.call(
    settlements.settlementConfirm,
    { settlementId: id, action: 'confirm', idempotencyKey: crypto.randomUUID() },
    { token: member.token },
  );
/** A bill of the per-person order for the first days of June, when the test clock hires. */
async function issueJune(orderId: string): Promise<string> {
  const r = await ops(t, 'issue-settlement', { order: orderId, from: '2025-06-01', to: '2025-06-02' });
  if (!r.ok) throw new Error(r.error);
  return String(r.data.settlementId);
}

describe('my_commission', () => {
  it('a hire on a per-person task moves pending by the reward; the pipeline and other units add no money', async () => {
    const perPerson = await orderFor(t, a, { reward_unit: 'person', reward_amount: 80000, title: '按人头' });
    const hourly = await orderFor(t, a, { reward_unit: 'hour', reward_amount: 2500 });
    const [h1, h2, p1, r1] = [
      await add(perPerson.orderId),
      await add(perPerson.orderId),
      await add(perPerson.orderId),
      await add(perPerson.orderId),
    ];
    const hourlyHired = await add(hourly.orderId);
    expect(await commission()).toMatchObject({ earnedFen: 0, pendingFen: 0, hiredCount: 0, pendingCount: 5 });

    await hire(h1);
    expect(await commission()).toMatchObject({ earnedFen: 0, pendingFen: 80000, hiredCount: 1, unbilledHiredCount: 1 });
    await hire(h2);
    await move(h2, 'left');
    await hire(hourlyHired);
    await move(p1, 'screened');
    await move(r1, 'rejected', '未到面');
    const c = await commission();
    expect(c).toMatchObject({
      earnedFen: 0,
      pendingFen: 160000,
      hiredCount: 3,
      pendingCount: 1,
      paidBillCount: 0,
      unpaidBillCount: 0,
      unbilledHiredCount: 2,
    });
    expect(c.byTask.find((b) => b.taskId === String(perPerson.taskId))).toEqual({
      taskId: String(perPerson.taskId),
      taskTitle: '按人头',
      rewardAmount: 80000,
      hiredCount: 2,
      earnedFen: 0,
      pendingFen: 160000,
    });
  });

  it('a bill counts once: a per-person hire on a bill is the bill’s, and a paid bill moves from pending to earned', async () => {
    const o = await orderFor(t, a, { reward_unit: 'person', reward_amount: 770000 });
    const id = await add(o.orderId);
    await hire(id);
    expect(await commission()).toMatchObject({ earnedFen: 0, pendingFen: 770000, unbilledHiredCount: 1 });

    const bill = await issueJune(o.orderId);
    expect(await commission()).toMatchObject({ earnedFen: 0, pendingFen: 770000, unpaidBillCount: 1, unbilledHiredCount: 0 });
    await confirm(bill);
    expect(await commission()).toMatchObject({ earnedFen: 0, pendingFen: 770000, unpaidBillCount: 1 });
    expect((await ops(t, 'pay-settlement', { settlement: bill, reference: 'ZF0001' })).ok).toBe(true);
    expect(await commission()).toMatchObject({
      earnedFen: 770000,
      pendingFen: 0,
      paidBillCount: 1,
      unpaidBillCount: 0,
      unbilledHiredCount: 0,
      hiredCount: 1,
    });
  });

  it('hours are owed once billed; a corrected bill replaces the disputed one, a failed payout stays pending', async () => {
    const o = await hiredOrder(t, a, 1, { reward_amount: 2500, reward_unit: 'hour' });
    await attend(t, o.orderId, o.candidateIds[0]!, mayDays(5));
    expect(await commission()).toMatchObject({ earnedFen: 0, pendingFen: 0, hiredCount: 1 });
    const bill = await issueMay(t, o.orderId);
    expect(await commission()).toMatchObject({ pendingFen: 100000, unpaidBillCount: 1 });

    await t.call(
      settlements.settlementConfirm,
      { settlementId: bill, action: 'dispute', reason: '少算一天', idempotencyKey: crypto.randomUUID() },
      { token: a.token },
    );
    const fixed = await ops(t, 'resolve-dispute', {
      settlement: bill,
      'lines-file': await linesFile(`[{"candidateId":"${o.candidateIds[0]}","quantity":48}]`),
    });
    expect(fixed.ok).toBe(true);
    expect(await commission()).toMatchObject({ pendingFen: 120000, unpaidBillCount: 1 });
    const corrected = String(fixed.ok && fixed.data.correctedBy);
    await confirm(corrected);
    await ops(t, 'pay-settlement', { settlement: corrected, fail: '账户已冻结' });
    expect(await commission()).toMatchObject({ earnedFen: 0, pendingFen: 120000 });
  });

  it('never counts another supplier’s hires or bills', async () => {
    const o = await orderFor(t, a, { reward_unit: 'person', reward_amount: 50000 });
    const id = await add(o.orderId);
    await hire(id);
    const bill = await issueJune(o.orderId);
    await confirm(bill);
    await ops(t, 'pay-settlement', { settlement: bill });
    expect(await commission()).toMatchObject({ earnedFen: 50000 });
    const stranger = await supplierMember(t);
    expect(await commission(stranger)).toEqual({
      earnedFen: 0,
      pendingFen: 0,
      hiredCount: 0,
      pendingCount: 0,
      paidBillCount: 0,
      unpaidBillCount: 0,
      unbilledHiredCount: 0,
      byTask: [],
    });
  });
});

async function linesFile(text: string): Promise<string> {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'commission-')), 'lines.json');
  writeFileSync(file, text);
  return file;
}
