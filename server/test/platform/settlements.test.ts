import * as settlements from '@contract/settlements';
import * as platform from '@contract/platform/settlements';
import { hiredOrder, payoutAccount, pendingBill } from '../helpers/settlements';
import { loginStaff } from '../helpers/staff';
import { supplierMember, type Member } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { HEADERS, issue, sheet, template } from './settlement-sheet';

/** 结算 in the console: the same operations as ops issue-/pay-settlement and resolve-dispute, for finance and admin. */
let t: TestApp;
let a: Member;
let finance: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  await payoutAccount(t, a.supplierId);
  finance = (await loginStaff(t, 'finance')).token;
  operator = (await loginStaff(t, 'operator')).token;
});
afterAll(() => t.close());

const MAY = { from: '2025-05-01', to: '2025-05-31' };
const billsOf = async (orderId: string) =>
  t.db.selectFrom('settlement').select(['id', 'status', 'total_fen']).where('order_id', '=', Number(orderId)).orderBy('id').execute();
const actionsOn = async (targetId: string) =>
  (await t.db.selectFrom('staff_action').select('action').where('target_id', '=', targetId).orderBy('id').execute()).map((r) => r.action);
const supplierDetail = async (id: string) =>
  (await t.call(settlements.settlementDetailBase, { settlementId: id }, { token: a.token })).body.data;
const confirm = (id: string, action: 'confirm' | 'dispute' = 'confirm') =>
  t.call(
    settlements.settlementConfirm,
    { settlementId: id, action, reason: action === 'dispute' ? '工时有误，请核对' : undefined, idempotencyKey: crypto.randomUUID() },
    { token: a.token },
  );

describe('who may call', () => {
  it('finance and admin; operator and reviewer 403; no token or a supplier token 401', async () => {
    const { id, orderId } = await pendingBill(t, a);
    const reviewer = (await loginStaff(t, 'reviewer')).token;
    const calls = (token: string | undefined) => [
      () => t.call(platform.platformSettlementList, {}, { token }),
      () => t.call(platform.platformSettlementDetail, { settlementId: id }, { token }),
      () => t.call(platform.platformSettlementPay, { settlementId: id, paymentReference: 'P1' }, { token }),
      () => t.call(platform.platformSettlementPayFail, { settlementId: id, reason: '账户异常' }, { token }),
      () => t.call(platform.platformDisputeReject, { settlementId: id, reason: '维持原单' }, { token }),
      () => t.call(platform.platformSettlementCorrect, { settlementId: id, lines: [{ candidateId: '1', quantity: 1 }] }, { token }),
      async () => ({ status: (await template(t, token, {})).status }),
      async () => ({ status: (await issue(t, token, { orderId, ...MAY }, await sheet([]))).status }),
    ];
    for (const token of [operator, reviewer]) for (const call of calls(token)) expect((await call()).status).toBe(403);
    for (const token of [undefined, a.token]) for (const call of calls(token)) expect((await call()).status).toBe(401);
    expect(await billsOf(orderId)).toHaveLength(1);
    const admin = (await loginStaff(t, 'admin')).token;
    expect((await t.call(platform.platformSettlementDetail, { settlementId: id }, { token: admin })).body.flag).toBe(true);
  });
});

describe('出具账单 from an attendance sheet', () => {
  it("the order's template names its hired candidates; a clean sheet issues the bill the supplier sees", async () => {
    const o = await hiredOrder(t, a, 2, { reward_amount: 2500, reward_unit: 'hour' });
    const tpl = await template(t, finance, { orderId: o.orderId });
    expect(tpl.rows[0]).toEqual(HEADERS);
    expect(tpl.rows.slice(1).map((r) => r[0])).toEqual(o.candidateIds);
    const names = tpl.rows.slice(1).map((r) => r[1]!);
    expect((await template(t, finance, { orderId: '999999' })).envelope).toMatchObject({ errorCode: 'E000404' });

    const res = await issue(
      t,
      finance,
      { orderId: o.orderId, ...MAY },
      await sheet([
        [o.candidateIds[0]!, names[0]!, 40, null, null],
        [o.candidateIds[1]!, null, 7.5, 12.5, '迟到两次'],
      ]),
    );
    // 40 h × 25.00 + 7.5 h × 25.00 − 12.50 = 1,175.00
    expect(res.body).toMatchObject({ flag: true, data: { ok: true, errors: [], settlement: { totalAmount: 117500, lineCount: 2 } } });
    const id = res.body.data.settlement!.settlementId;
    const seen = await supplierDetail(id);
    expect(seen).toMatchObject({ status: 'pending', totalAmount: 117500, deductionAmount: 1250 });
    const notices = await t.db
      .selectFrom('supplier_notice')
      .select('kind')
      .where('user_id', '=', a.userId)
      .where('kind', '=', 'settlement')
      .execute();
    expect(notices.length).toBeGreaterThan(0);
    expect(await actionsOn(id)).toEqual(['settlement.issue']);
    // The same order and period again: the command's rule, nothing written.
    const twice = await issue(t, finance, { orderId: o.orderId, ...MAY }, await sheet([[o.candidateIds[0]!, null, 1, null, null]]));
    expect(twice.body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
      errorMsg: expect.stringContaining('同一订单同一期间不能重复结算'),
    });
    expect(await billsOf(o.orderId)).toHaveLength(1);
  });

  it('every bad row is answered at once and nothing is written; a file that is no sheet is refused', async () => {
    const o = await hiredOrder(t, a, 2, { reward_amount: 2500, reward_unit: 'hour' });
    const [c1, c2] = o.candidateIds as [string, string];
    const bad = await issue(
      t,
      finance,
      { orderId: o.orderId, ...MAY },
      await sheet([
        [c1, '不是这个人', 8, null, null],
        ['abc', null, 8, null, null],
        [c2, null, -3, null, null],
        [c2, null, 2, 10.005, null],
        [c1, null, 2, null, '无扣款却有原因'],
        ['999999', null, 1, null, null],
        [c2, null, 1, 30, '超过应结'],
        [c1, null, 1, null, null],
      ]),
    );
    expect(bad.body.flag).toBe(true);
    expect(bad.body.data.ok).toBe(false);
    expect(bad.body.data.errors.map((e) => `${e.row}/${e.column}`)).toEqual([
      '2/姓名',
      '3/候选人编号',
      '4/数量',
      '5/扣款（元）',
      '6/扣款原因',
      '7/候选人编号',
      '8/扣款（元）',
      '9/候选人编号',
    ]);
    expect(bad.body.data.errors.find((e) => e.row === 7)!.message).toBe('候选人 999999 不是该订单的已入职人员');
    expect(bad.body.data.errors.find((e) => e.row === 9)!.message).toBe('与第 2 行是同一候选人');
    expect(bad.body.data.errors.find((e) => e.row === 8)!.message).toBe('扣款 ¥30.00 超过应结金额 ¥25.00');

    const noColumn = await issue(t, finance, { orderId: o.orderId, ...MAY }, await sheet([[c1, 8]], ['候选人编号', '工时']));
    expect(noColumn.body.data).toMatchObject({
      ok: false,
      errors: [{ row: 1, column: '数量', message: '缺少“数量”列，请使用考勤表模板' }],
    });
    const empty = await issue(t, finance, { orderId: o.orderId, ...MAY }, await sheet([]));
    expect(empty.body.data).toMatchObject({ ok: false, errors: [{ message: '考勤表中没有任何明细' }] });
    const text = await issue(t, finance, { orderId: o.orderId, ...MAY }, new TextEncoder().encode('candidateId,quantity\n1,8\n'));
    expect(text.body).toMatchObject({ flag: false, errorCode: 'E000415', errorMsg: expect.stringContaining('.xlsx') });
    const broken = await issue(t, finance, { orderId: o.orderId, ...MAY }, (await sheet([[c1, null, 8, null, null]])).subarray(0, 900));
    expect(broken.body).toMatchObject({ flag: false, errorMsg: expect.stringMatching(/损坏|Excel/) });
    const badPeriod = await issue(
      t,
      finance,
      { orderId: o.orderId, from: '2025-05-31', to: '2025-05-01' },
      await sheet([[c1, null, 8, null, null]]),
    );
    expect(badPeriod.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: '开始日期不能晚于结束日期' });
    const noOrder = await issue(t, finance, { orderId: '999999', ...MAY }, await sheet([[c1, null, 8, null, null]]));
    expect(noOrder.body).toMatchObject({ flag: false, errorCode: 'E000404' });
    expect(await billsOf(o.orderId)).toEqual([]);
  });
});

describe('bills by status, payouts and disputes', () => {
  it('标记已付款 with a reference, once: a paid bill is refused with what it is; 付款失败 tells the supplier', async () => {
    const paid = await pendingBill(t, a);
    const failed = await pendingBill(t, a);
    expect(
      (await t.call(platform.platformSettlementPay, { settlementId: paid.id, paymentReference: 'P-1' }, { token: finance })).body,
    ).toMatchObject({
      flag: false,
      errorCode: 'E000409',
      errorMsg: expect.stringContaining('当前为「待确认」'),
    });
    for (const b of [paid, failed]) expect((await confirm(b.id)).body.flag).toBe(true);

    const list = await t.call(
      platform.platformSettlementList,
      { supplierId: String(a.supplierId), status: 'confirmed' },
      { token: finance },
    );
    expect(list.body.data.list.map((b) => b.settlementId)).toEqual([failed.id, paid.id]);
    expect(list.body.data.counts.confirmed).toBe(2);
    expect(list.body.data.amounts.confirmed).toBe(list.body.data.list.reduce((s, b) => s + b.totalAmount, 0));
    expect(list.body.data.list[0]!.supplierName).toMatch(/测试供应商/);

    const pay = await t.call(
      platform.platformSettlementPay,
      { settlementId: paid.id, paymentReference: 'BANK-20250602-1' },
      { token: finance },
    );
    expect(pay.body).toMatchObject({ flag: true, data: { status: 'paid', paymentReference: 'BANK-20250602-1' } });
    expect(await supplierDetail(paid.id)).toMatchObject({ status: 'paid', paymentReference: 'BANK-20250602-1' });
    for (const again of [
      await t.call(platform.platformSettlementPay, { settlementId: paid.id, paymentReference: 'BANK-2' }, { token: finance }),
      await t.call(platform.platformSettlementPayFail, { settlementId: paid.id, reason: '退票' }, { token: finance }),
    ])
      expect(again.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: expect.stringContaining('当前为「已付款」') });
    expect(await supplierDetail(paid.id)).toMatchObject({ status: 'paid', paymentReference: 'BANK-20250602-1' });
    expect(await actionsOn(paid.id)).toEqual(['settlement.pay']);

    const fail = await t.call(
      platform.platformSettlementPayFail,
      { settlementId: failed.id, reason: '户名与账号不符' },
      { token: finance },
    );
    expect(fail.body).toMatchObject({ flag: true, data: { status: 'failed' } });
    expect(await supplierDetail(failed.id)).toMatchObject({ status: 'failed', failReason: '户名与账号不符' });
    const told = await t.db
      .selectFrom('supplier_notice')
      .select('body')
      .where('user_id', '=', a.userId)
      .where('kind', '=', 'settlement')
      .execute();
    expect(told.map((n) => n.body).join()).toContain('户名与账号不符');
    const failedList = await t.call(platform.platformSettlementList, { status: 'failed' }, { token: finance });
    expect(failedList.body.data.list.map((b) => b.settlementId)).toContain(failed.id);

    const detail = await t.call(platform.platformSettlementDetail, { settlementId: failed.id }, { token: finance });
    expect(detail.body.data).toMatchObject({
      supplierId: String(a.supplierId),
      status: 'failed',
      lines: [{ candidateId: failed.candidateIds[0] }],
    });
    expect((await t.call(platform.platformSettlementDetail, { settlementId: '999999' }, { token: finance })).body.errorCode).toBe(
      'E000404',
    );
  });

  it('驳回异议 puts the bill back to pending with the reply; 出具更正账单 replaces it and the supplier sees what changed; neither twice', async () => {
    const bill = await pendingBill(t, a, 2);
    expect((await confirm(bill.id, 'dispute')).body.flag).toBe(true);
    const reject = await t.call(
      platform.platformDisputeReject,
      { settlementId: bill.id, reason: '考勤记录无误，维持原单' },
      { token: finance },
    );
    expect(reject.body).toMatchObject({ flag: true, data: { status: 'pending', correctedBy: null } });
    expect(await supplierDetail(bill.id)).toMatchObject({ status: 'pending', platformReply: '考勤记录无误，维持原单' });
    const again = await t.call(platform.platformDisputeReject, { settlementId: bill.id, reason: '再次驳回' }, { token: finance });
    expect(again.body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
      errorMsg: expect.stringContaining('只有有异议的结算单可以处理异议'),
    });

    expect((await confirm(bill.id, 'dispute')).body.flag).toBe(true);
    const [c1, c2] = bill.candidateIds as [string, string];
    const dup = await t.call(
      platform.platformSettlementCorrect,
      {
        settlementId: bill.id,
        lines: [
          { candidateId: c1, quantity: 30 },
          { candidateId: c1, quantity: 1 },
        ],
      },
      { token: finance },
    );
    expect(dup.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringContaining('重复出现') });
    const badQty = await t.call(
      platform.platformSettlementCorrect,
      { settlementId: bill.id, lines: [{ candidateId: c1, quantity: 1.234 }] },
      { token: finance },
    );
    expect(badQty.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    // One supplier's totals come from the trigger-kept counters: a superseded bill leaves both its status's count and amount.
    const totalsOf = async () =>
      (await t.call(platform.platformSettlementList, { supplierId: String(a.supplierId) }, { token: finance })).body.data;
    const before = await totalsOf();
    const oldTotal = before.list.find((b) => b.settlementId === bill.id)!.totalAmount;
    const corrected = await t.call(
      platform.platformSettlementCorrect,
      {
        settlementId: bill.id,
        lines: [
          { candidateId: c1, quantity: 30 },
          { candidateId: c2, quantity: 40, deduction: 500, deductionReason: '缺勤扣款' },
        ],
      },
      { token: finance },
    );
    expect(corrected.body).toMatchObject({ flag: true, data: { settlementId: bill.id, status: 'disputed' } });
    const newId = corrected.body.data.correctedBy!;
    const seen = await supplierDetail(newId);
    expect(seen).toMatchObject({ status: 'pending', supersedes: bill.id, totalAmount: 30 * 2500 + 40 * 2500 - 500 });
    const after = await totalsOf();
    expect(after.counts).toMatchObject({ disputed: before.counts.disputed! - 1, pending: before.counts.pending! + 1 });
    expect(after.amounts).toMatchObject({
      disputed: before.amounts.disputed! - oldTotal,
      pending: before.amounts.pending! + seen.totalAmount,
    });
    expect(seen.correction!.changes.map((c) => [c.candidateId, c.before?.quantity, c.after?.quantity])).toEqual(
      expect.arrayContaining([
        [c1, 40, 30],
        [c2, 40, 40],
      ]),
    );
    const twice = await t.call(
      platform.platformSettlementCorrect,
      { settlementId: bill.id, lines: [{ candidateId: c1, quantity: 1 }] },
      { token: finance },
    );
    expect(twice.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: expect.stringContaining('已被更正账单替代') });
    expect(await actionsOn(bill.id)).toEqual(['settlement.rejectDispute']);
    expect(await actionsOn(newId)).toEqual(['settlement.correct']);
    // The console's list shows the correction in place of the superseded bill.
    const list = await t.call(platform.platformSettlementList, { orderId: bill.orderId }, { token: finance });
    expect(list.body.data.list.map((b) => b.settlementId)).toEqual([newId]);
    expect(list.body.data.counts).toMatchObject({ pending: 1, disputed: 0 });
    // By task with its supplier and a status; a page past the last: the same totals, no rows.
    const byTask = await t.call(
      platform.platformSettlementList,
      { taskId: String(bill.taskId), supplierId: String(a.supplierId), status: 'pending' },
      { token: finance },
    );
    expect(byTask.body.data).toMatchObject({
      total: 1,
      counts: { pending: 1, disputed: 0 },
      amounts: { pending: 30 * 2500 + 40 * 2500 - 500 },
    });
    expect(byTask.body.data.list.map((b) => b.settlementId)).toEqual([newId]);
    const past = await t.call(platform.platformSettlementList, { orderId: bill.orderId, pageNum: 2 }, { token: finance });
    expect(past.body.data).toMatchObject({ total: 1, list: [] });
  });
});
