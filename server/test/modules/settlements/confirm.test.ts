import * as settlements from '@contract/settlements';
import { relogin } from '../../helpers/candidates';
import { ops, payoutAccount, pendingBill } from '../../helpers/settlements';
import { countersAndTruth } from '../../helpers/settlements';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = () => crypto.randomUUID();
const confirm = (m: Member, id: string, extra: Partial<settlements.SettlementConfirmRequest> = {}) =>
  t.call(
    settlements.settlementConfirm,
    { settlementId: id, action: 'confirm', idempotencyKey: key(), ...extra },
    { token: m.token, ip: '10.20.30.40' },
  );
const row = (id: string) => t.db.selectFrom('settlement').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
const events = async (id: string) =>
  (await t.db.selectFrom('settlement_event').select('event').where('settlement_id', '=', Number(id)).orderBy('id').execute()).map(
    (e) => e.event,
  );
const failCheck = (m: Member, req: settlements.SettlementFailCheckRequest) =>
  t.call(settlements.settlementFailCheck, req, { token: m.token });

describe('confirm needs a payee account', () => {
  it('without any account: E000703 and nothing changes; with the default account: confirmed to a masked snapshot', async () => {
    const a = await supplierMember(t);
    const b = await pendingBill(t, a);
    const refused = await confirm(a, b.id);
    expect(refused.body).toMatchObject({ flag: false, errorCode: 'E000703', errorMsg: '还没有收款账户，请先添加收款账户后再确认结算单' });
    expect(settlements.NO_PAYEE_ERROR_CODE).toBe('E000703');
    expect((await row(b.id)).status).toBe('pending');
    expect(await events(b.id)).toEqual(['issued']);

    const accountId = await payoutAccount(t, a.supplierId);
    const done = await confirm(a, b.id);
    expect(done.body).toMatchObject({
      flag: true,
      data: {
        settlementId: b.id,
        action: 'confirm',
        status: 'confirmed',
        payee: { accountId, bankName: '中国工商银行', accountNumber: expect.stringMatching(/^6222 \*\*\*\* \*\*\*\* \d{4}$/) },
      },
    });
    const r = await row(b.id);
    expect(r).toMatchObject({ status: 'confirmed', payee_account_id: accountId });
    expect(r.payee_account_number).not.toMatch(/\d{8}/);
    const base = (await t.call(settlements.settlementDetailBase, { settlementId: b.id }, { token: a.token })).body.data;
    expect(base.payee).toEqual(done.body.data.payee);
    expect(base.history.find((e) => e.event === 'confirmed')).toMatchObject({
      ip: '10.20.30.40',
      note: expect.stringContaining('中国工商银行'),
    });
  });

  it('a chosen account is used; another supplier’s account is not found', async () => {
    const a = await supplierMember(t);
    const b = await pendingBill(t, a);
    await payoutAccount(t, a.supplierId, true);
    const second = await payoutAccount(t, a.supplierId, false);
    const stranger = await supplierMember(t);
    const foreign = await payoutAccount(t, stranger.supplierId);
    expect((await confirm(a, b.id, { lineIds: ['1'] })).body).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: 'lineIds：只有提出异议时才能选择明细',
    });
    expect((await confirm(a, b.id, { payeeAccountId: foreign })).body).toMatchObject({
      flag: false,
      errorCode: 'E000404',
      errorMsg: '收款账户不存在，请重新选择',
    });
    expect((await row(b.id)).status).toBe('pending');
    expect((await confirm(a, b.id, { payeeAccountId: second })).body).toMatchObject({ flag: true, data: { payee: { accountId: second } } });
  });
});

describe('exactly once, one call after another', () => {
  it('the same key replays the first answer, even after the bill moved on; another key gets the same outcome; no second change', async () => {
    const a = await supplierMember(t);
    await payoutAccount(t, a.supplierId);
    const b = await pendingBill(t, a);
    const k = key();
    const first = await confirm(a, b.id, { idempotencyKey: k });
    t.clock.advance(5);
    const replay = await confirm(a, b.id, { idempotencyKey: k });
    const other = await confirm(a, b.id);
    expect(replay.body).toEqual(first.body);
    expect(other.body).toEqual(first.body);
    expect(await events(b.id)).toEqual(['issued', 'confirmed']);
    expect((await confirm(a, b.id, { idempotencyKey: k, action: 'dispute', reason: '金额不对' })).body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
      errorMsg: '该幂等键已用于另一操作，请刷新后重新提交',
    });
    expect((await confirm(a, b.id, { action: 'dispute', reason: '金额不对' })).body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
      errorMsg: '该结算单已确认，不能再提出异议',
    });

    expect(await ops(t, 'pay-settlement', { settlement: b.id })).toMatchObject({ ok: true, data: { status: 'paid', totalAmount: 100000 } });
    expect((await confirm(a, b.id, { idempotencyKey: k })).body).toEqual(first.body);
    expect((await confirm(a, b.id)).body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
      errorMsg: '该结算单已付款，不能再确认、提出异议或重新提交',
    });
    expect(await events(b.id)).toEqual(['issued', 'confirmed', 'paid']);
  });
});

describe('pay, fail, fix the account and resubmit', () => {
  it('a failed payout tells why and to which account; a resubmit to another account confirms it again; then it is paid', async () => {
    const a = await supplierMember(t);
    const first = await payoutAccount(t, a.supplierId);
    const b = await pendingBill(t, a);
    expect(await ops(t, 'pay-settlement', { settlement: b.id })).toMatchObject({
      ok: false,
      error: expect.stringContaining('只有已确认的结算单可以付款'),
    });
    await confirm(a, b.id);
    expect(await ops(t, 'pay-settlement', { settlement: b.id, fail: '户名与账号不符' })).toMatchObject({
      ok: true,
      data: { status: 'failed' },
    });
    const check = (await failCheck(a, { settlementId: b.id })).body.data;
    expect(check).toMatchObject({
      status: 'failed',
      failReason: '户名与账号不符',
      failedAt: expect.any(String),
      payee: { accountId: first },
      defaultPayee: { accountId: first },
      resubmittable: true,
    });
    expect((await confirm(a, b.id)).body).toMatchObject({ errorCode: 'E000409', errorMsg: '该结算单付款失败，请修改收款账户后重新提交' });

    const fixed = await payoutAccount(t, a.supplierId, false);
    const k = key();
    const resubmit = await failCheck(a, { settlementId: b.id, payeeAccountId: fixed, resubmit: true, idempotencyKey: k });
    expect(resubmit.body).toMatchObject({
      flag: true,
      data: { status: 'confirmed', failReason: null, payee: { accountId: fixed }, resubmittable: false },
    });
    expect((await failCheck(a, { settlementId: b.id, payeeAccountId: fixed, resubmit: true, idempotencyKey: k })).body).toEqual(
      resubmit.body,
    );
    expect((await failCheck(a, { settlementId: b.id, resubmit: true, idempotencyKey: key() })).body).toMatchObject({
      flag: true,
      data: { status: 'confirmed' },
    });
    const history = (await t.call(settlements.settlementDetailBase, { settlementId: b.id }, { token: a.token })).body.data.history;
    expect(history.map((e) => e.event)).toEqual(['issued', 'confirmed', 'failed', 'resubmitted', 'viewed']);
    expect(history[2]).toMatchObject({ actor: '平台', note: expect.stringContaining('户名与账号不符') });
    expect(history[3]).toMatchObject({ note: expect.stringContaining('上次失败原因：户名与账号不符') });
    expect(await ops(t, 'pay-settlement', { settlement: b.id })).toMatchObject({
      ok: true,
      data: { status: 'paid', payee: { accountId: fixed } },
    });
    expect((await failCheck(a, { settlementId: b.id, resubmit: true, idempotencyKey: key() })).body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
    });
  });

  it('resubmitting a bill that did not fail is refused; a failed bill with no account left needs one', async () => {
    const a = await supplierMember(t);
    const account = await payoutAccount(t, a.supplierId);
    const b = await pendingBill(t, a);
    expect((await failCheck(a, { settlementId: b.id, resubmit: true, idempotencyKey: key() })).body).toMatchObject({
      flag: false,
      errorCode: 'E000409',
      errorMsg: '该结算单当前为「待确认」，不能重新提交',
    });
    await confirm(a, b.id);
    await ops(t, 'pay-settlement', { settlement: b.id, fail: '账户已注销' });
    await t.db.deleteFrom('supplier_bank_account').where('id', '=', Number(account)).execute();
    expect((await failCheck(a, { settlementId: b.id, resubmit: true, idempotencyKey: key() })).body).toMatchObject({
      flag: false,
      errorCode: 'E000703',
    });
    expect((await row(b.id)).status).toBe('failed');
  });
});

describe('permissions', () => {
  it('settlement:view to see, settlement:confirm to act (E000403, nothing changes)', async () => {
    const admin = await supplierMember(t);
    await payoutAccount(t, admin.supplierId);
    const b = await pendingBill(t, admin);
    const viewer = await memberOf(admin, ['settlement:view']);
    const nobody = await memberOf(admin, ['order:manage']);
    const seeing: [
      settlements.SettlementConfirmRequest | object,
      (
        | typeof settlements.settlementPage
        | typeof settlements.settlementCount
        | typeof settlements.settlementDetailBase
        | typeof settlements.settlementDetailList
        | typeof settlements.settlementFailCheck
      ),
    ][] = [
      [{ pageNum: 1, pageSize: 10 }, settlements.settlementPage],
      [{}, settlements.settlementCount],
      [{ settlementId: b.id }, settlements.settlementDetailBase],
      [{ settlementId: b.id, pageNum: 1, pageSize: 10 }, settlements.settlementDetailList],
      [{ settlementId: b.id }, settlements.settlementFailCheck],
    ];
    for (const [payload, endpoint] of seeing) {
      expect((await t.call(endpoint, payload as never, { token: nobody.token })).body).toMatchObject({
        flag: false,
        errorCode: 'E000403',
        errorMsg: '您没有查看结算权限，请联系企业管理员开通',
      });
      expect((await t.call(endpoint, payload as never, { token: viewer.token })).body.flag).toBe(true);
    }
    const exp = await t.app.inject({
      method: 'POST',
      url: `/api/jy-turing-suppliers${settlements.settlementExport.path}`,
      headers: { authtoken: nobody.token },
      payload: { settlementId: b.id },
    });
    expect(exp.json()).toMatchObject({ flag: false, errorCode: 'E000403' });

    const acting = [
      () => confirm(viewer, b.id),
      () => confirm(viewer, b.id, { action: 'dispute', reason: '工时不对' }),
      () => t.call(settlements.settlementDelete, { settlementId: b.id }, { token: viewer.token }),
      () => failCheck(viewer, { settlementId: b.id, resubmit: true, idempotencyKey: key() }),
    ];
    for (const act of acting)
      expect((await act()).body).toMatchObject({ flag: false, errorCode: 'E000403', errorMsg: '您没有确认结算权限，请联系企业管理员开通' });
    expect((await row(b.id)).status).toBe('pending');
    expect(await events(b.id)).toEqual(['issued', 'viewed']);
  });
});

/** A member of the admin's supplier with these permissions. */
async function memberOf(admin: Member, authList: string[]): Promise<Member> {
  const m = await supplierMember(t, { authList });
  await t.db
    .updateTable('supplier_member')
    .set({ supplier_id: admin.supplierId, is_main: false })
    .where('user_id', '=', m.userId)
    .execute();
  return relogin(t, { ...m, supplierId: admin.supplierId });
}

describe('the status counters', () => {
  it('agree with the bills after everything above (issue, confirm, dispute, reject, correct, pay, fail, resubmit, delete)', async () => {
    const { counters, truth } = await countersAndTruth(t);
    expect(counters.length).toBeGreaterThan(0);
    expect(counters).toEqual(truth);
  });
});
