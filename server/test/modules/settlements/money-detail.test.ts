import * as settlements from '@contract/settlements';
import { hiredOrder, issueMay, ops, payoutAccount, pendingBill } from '../../helpers/settlements';
import { supplierMember, type Member } from '../../helpers/tasks';
import { writeTempFile } from '../../helpers/temp-file';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  await payoutAccount(t, a.supplierId);
});
afterAll(() => t.close());

const key = () => crypto.randomUUID();
const base = async (id: string, member = a) =>
  (await t.call(settlements.settlementDetailBase, { settlementId: id }, { token: member.token })).body.data;
const lines = async (id: string) =>
  (await t.call(settlements.settlementDetailList, { settlementId: id, pageNum: 1, pageSize: 50 }, { token: a.token })).body.data.list;

describe('what a bill tells the supplier about its money', () => {
  it('each line shows its deduction’s reason from the lines file (JSON or CSV, a quoted reason may hold commas)', async () => {
    const { orderId, candidateIds } = await hiredOrder(t, a, 2, { reward_amount: 3000, reward_unit: 'hour' });
    const [c1, c2] = candidateIds as [string, string];
    const id = await issueMay(t, orderId, {
      'lines-file': writeTempFile(
        JSON.stringify([
          { candidateId: c1, quantity: 10, deduction: 500, reason: '迟到两次' },
          { candidateId: c2, quantity: 3 },
        ]),
        'r.json',
      ),
    });
    const byId = new Map((await lines(id)).map((l) => [l.candidateId, l]));
    expect(byId.get(c1)).toMatchObject({ deduction: 500, deductionReason: '迟到两次', amount: 29500 });
    expect(byId.get(c2)).toMatchObject({ deduction: 0, deductionReason: null });

    const other = await hiredOrder(t, a, 1, { reward_amount: 3000, reward_unit: 'hour' });
    const csv = writeTempFile(`candidateId,quantity,deduction,reason\n${other.candidateIds[0]},8,200,"工服未归还, 按价扣款"\n`, 'r.csv');
    const id2 = await issueMay(t, other.orderId, { 'lines-file': csv });
    expect((await lines(id2))[0]).toMatchObject({ deduction: 200, deductionReason: '工服未归还, 按价扣款' });
  });

  it('refuses a reason without a deduction or over the limit, creating nothing', async () => {
    const { orderId, candidateIds } = await hiredOrder(t, a, 1, { reward_amount: 3000, reward_unit: 'hour' });
    const c = candidateIds[0]!;
    for (const [content, message] of [
      [JSON.stringify([{ candidateId: c, quantity: 1, reason: '迟到' }]), '第 1 条明细：没有扣款时不能填写扣款原因'],
      [
        JSON.stringify([{ candidateId: c, quantity: 1, deduction: 100, reason: '长'.repeat(201) }]),
        '第 1 条明细：扣款原因不能超过 200 个字',
      ],
    ] as const) {
      const r = await ops(t, 'issue-settlement', {
        order: orderId,
        from: '2025-05-01',
        to: '2025-05-31',
        'lines-file': writeTempFile(content, `bad-${message.length}.json`),
      });
      expect(r).toMatchObject({ ok: false, error: expect.stringContaining(message) });
    }
    expect(await t.db.selectFrom('settlement').select('id').where('order_id', '=', Number(orderId)).execute()).toEqual([]);
  });

  it('a corrected bill shows what changed against the bill it replaces', async () => {
    const { orderId, candidateIds } = await hiredOrder(t, a, 3, { reward_amount: 2000, reward_unit: 'hour' });
    const [c1, c2, c3] = candidateIds as [string, string, string];
    const first = await issueMay(t, orderId, {
      'lines-file': writeTempFile(
        JSON.stringify([
          { candidateId: c1, quantity: 40 },
          { candidateId: c2, quantity: 40 },
          { candidateId: c3, quantity: 8 },
        ]),
        'v1.json',
      ),
    });
    expect((await base(first)).correction).toBeNull();
    await t.call(
      settlements.settlementConfirm,
      { settlementId: first, action: 'dispute', reason: '第一位少算了加班', idempotencyKey: key() },
      { token: a.token },
    );
    const fixed = writeTempFile(
      JSON.stringify([
        { candidateId: c1, quantity: 44 },
        { candidateId: c2, quantity: 40, deduction: 1000, reason: '缺勤半天' },
      ]),
      'v2.json',
    );
    const r = await ops(t, 'resolve-dispute', { settlement: first, 'lines-file': fixed });
    const corrected = String(r.ok && r.data.correctedBy);
    const head = await base(corrected);
    expect(head.version).toBe(2);
    expect(head.correction).toMatchObject({
      previousSettlementId: first,
      previousVersion: 1,
      previousTotal: 88 * 2000,
      previousDeduction: 0,
    });
    const changes = new Map(head.correction!.changes.map((c) => [c.candidateId, c]));
    expect([...changes.keys()].sort()).toEqual([c1, c2, c3].sort());
    expect(changes.get(c1)).toMatchObject({ before: { quantity: 40, amount: 80000 }, after: { quantity: 44, amount: 88000 } });
    expect(changes.get(c2)).toMatchObject({
      before: { deduction: 0 },
      after: { deduction: 1000, deductionReason: '缺勤半天', amount: 79000 },
    });
    expect(changes.get(c3)).toMatchObject({ before: { quantity: 8, amount: 16000 }, after: null });
  });

  it('a paid bill shows when it was paid and the payment reference; the failed one none', async () => {
    const paid = await pendingBill(t, a);
    await t.call(settlements.settlementConfirm, { settlementId: paid.id, action: 'confirm', idempotencyKey: key() }, { token: a.token });
    expect((await base(paid.id)).paidAt).toBeNull();
    t.clock.advance(600);
    const r = await ops(t, 'pay-settlement', { settlement: paid.id, reference: 'ZF20250602001' });
    expect(r).toMatchObject({ ok: true, data: { status: 'paid', paymentReference: 'ZF20250602001' } });
    const head = await base(paid.id);
    expect(head).toMatchObject({
      status: 'paid',
      paymentReference: 'ZF20250602001',
      paidAt: expect.stringMatching(/^2025-06-02T\d\d:\d\d:\d\d\+08:00$/),
    });
    expect(head.history.at(-1)!.note).toContain('付款流水号 ZF20250602001');
    expect(head.task.rewardUnitLabel).toBe('元/小时');
    expect(await ops(t, 'pay-settlement', { settlement: paid.id, fail: '退票', reference: 'X1' })).toMatchObject({ ok: false });
  });

  it('count answers the amount per status beside the count; a superseded bill counts nowhere', async () => {
    const s = await supplierMember(t);
    await payoutAccount(t, s.supplierId);
    const one = await pendingBill(t, s); // 5 × 8 h × 25.00 = 1,000.00
    const two = await pendingBill(t, s, 2);
    await t.call(settlements.settlementConfirm, { settlementId: two.id, action: 'confirm', idempotencyKey: key() }, { token: s.token });
    await ops(t, 'pay-settlement', { settlement: two.id });
    const three = await pendingBill(t, s);
    await t.call(
      settlements.settlementConfirm,
      { settlementId: three.id, action: 'dispute', reason: '有误', idempotencyKey: key() },
      { token: s.token },
    );
    let counts = (await t.call(settlements.settlementCount, {}, { token: s.token })).body.data;
    expect(counts).toMatchObject({
      pending: 1,
      paid: 1,
      disputed: 1,
      amounts: { pending: 100000, paid: 200000, disputed: 100000, confirmed: 0, failed: 0 },
    });
    await ops(t, 'resolve-dispute', {
      settlement: three.id,
      'lines-file': writeTempFile(JSON.stringify([{ candidateId: three.candidateIds[0], quantity: 10 }]), 'fix.json'),
    });
    counts = (await t.call(settlements.settlementCount, {}, { token: s.token })).body.data;
    expect(counts).toMatchObject({ pending: 2, disputed: 0, amounts: { pending: 100000 + 25000, disputed: 0, paid: 200000 } });
    expect(one.id).toBeTruthy();
    const stranger = await supplierMember(t);
    expect((await t.call(settlements.settlementCount, {}, { token: stranger.token })).body.data.amounts).toEqual({
      pending: 0,
      disputed: 0,
      confirmed: 0,
      paid: 0,
      failed: 0,
    });
  });
});
