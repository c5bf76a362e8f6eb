import * as login from '@contract/login';
import * as centre from '@contract/supplier-centre';
import { VERIFY_STATUS } from '@contract/login.meta';
import { loneUser } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { accountsOf, badLuhn, bankCalls, CARD_A, CARD_B, centreMember, freshCode, operate, SMS_CONFIG } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: SMS_CONFIG });
});
afterAll(() => t.close());

const { info, add } = bankCalls(() => t);

describe('operation_bank: refusals change nothing', () => {
  async function withOne() {
    const m = await centreMember(t);
    const { id } = (await add(m, CARD_A)).body.data;
    const before = await accountsOf(t, m.supplierId);
    return { m, id: id!, unchanged: async () => expect(await accountsOf(t, m.supplierId)).toEqual(before) };
  }

  it.each([
    ['letters', '6222abcd12345678', '银行账号只能包含数字'],
    ['a card that is too short', '622202100112345', '银行卡号应为 16–19 位数字'],
    ['a card that is too long', '62220210011234567890', '银行卡号应为 16–19 位数字'],
    ['a card with a wrong check digit', badLuhn('622202100112345'), '银行卡号校验位不正确，请核对卡号'],
    ['a corporate account that is too short', '1234567', '对公账号应为 8–30 位数字'],
    ['a corporate account that is too long', '1'.repeat(31), '对公账号应为 8–30 位数字'],
    ['a sign', '-12345678', '银行账号只能包含数字'],
  ])('refuses %s, without spending the code', async (_label, number, message) => {
    const { m, unchanged } = await withOne();
    const code = await freshCode(t, m);
    const res = await operate(t, m, { action: 'add', bankCode: 'ICBC', accountName: m.supplierName, accountNumber: number, code });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: `accountNumber：${message}` });
    await unchanged();
    // The code was not spent on the refusal: the corrected request goes through with it.
    expect(
      (await operate(t, m, { action: 'add', bankCode: 'ICBC', accountName: m.supplierName, accountNumber: CARD_B, code })).body.flag,
    ).toBe(true);
  });

  it('refuses a bad number on edit too', async () => {
    const { m, id, unchanged } = await withOne();
    const res = await operate(t, m, {
      action: 'edit',
      id,
      bankCode: 'ICBC',
      accountName: m.supplierName,
      accountNumber: badLuhn('621700000000123'),
    });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: 'accountNumber：银行卡号校验位不正确，请核对卡号' });
    await unchanged();
  });

  it('a person supplier registers bank cards only', async () => {
    const m = await centreMember(t, { type: 'person' });
    const res = await add(m, '100123456789');
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: 'accountNumber：银行卡号应为 16–19 位数字' });
    expect((await add(m, badLuhn('955880000000000'))).body.errorMsg).toBe('accountNumber：银行卡号校验位不正确，请核对卡号');
    expect(await accountsOf(t, m.supplierId)).toEqual([]);
  });

  it('refuses an unknown bank code', async () => {
    const { m, unchanged } = await withOne();
    const res = await add(m, CARD_B, { bankCode: 'NOPE' });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: 'bankCode：开户银行不存在，请从列表中选择' });
    await unchanged();
  });

  it('refuses an account name other than the verified name', async () => {
    const { m, id, unchanged } = await withOne();
    const res = await add(m, CARD_B, { accountName: '王建国' });
    expect(res.body).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: `accountName：账户名必须与认证主体名称“${m.supplierName}”一致`,
    });
    const edit = await operate(t, m, { action: 'edit', id, bankCode: 'ICBC', accountName: '别的公司' });
    expect(edit.body.errorCode).toBe('E000400');
    await unchanged();
  });

  it.each([VERIFY_STATUS.unverified, VERIFY_STATUS.reviewing, VERIFY_STATUS.rejected])(
    'refuses a supplier whose verify status is %i',
    async (verifyStatus) => {
      const m = await centreMember(t, { verifyStatus });
      const res = await add(m, CARD_A);
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000601', errorMsg: '请先完成企业认证，再添加或修改银行账户' });
      expect(await accountsOf(t, m.supplierId)).toEqual([]);
      expect((await info(m)).body.data).toMatchObject({ list: [], verified: false });
    },
  );

  it('refuses a wrong code and a missing one', async () => {
    const { m, id, unchanged } = await withOne();
    const code = await freshCode(t, m);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await add(m, CARD_B, { code: wrong })).body).toMatchObject({ flag: false, errorCode: 'E000101' });
    expect((await operate(t, m, { action: 'default', id, code: wrong })).body.errorCode).toBe('E000101');
    expect((await operate(t, m, { action: 'delete', id, code: wrong })).body.errorCode).toBe('E000101');
    const missing = await t.call(centre.operationBank, { action: 'delete', id } as never, { token: m.token });
    expect(missing.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringContaining('code') });
    await unchanged();
  });

  it('refuses a code sent to another phone (the code belongs to the acting user)', async () => {
    const { m, unchanged } = await withOne();
    const other = await centreMember(t);
    const code = await freshCode(t, other);
    await freshCode(t, m);
    expect((await add(m, CARD_B, { code })).body.flag).toBe(false);
    await unchanged();
  });

  it('refuses a login code: only a code of the bank scene confirms a bank change', async () => {
    const { m, unchanged } = await withOne();
    expect((await t.call(login.sendCode, { phone: m.phone })).body.flag).toBe(true);
    const loginCode = t.sms.lastCode(m.phone, 'login');
    expect((await add(m, CARD_B, { code: loginCode })).body).toMatchObject({
      flag: false,
      errorCode: expect.stringMatching(/^E00010[12]$/),
    });
    await unchanged();
  });

  it('refuses a number the supplier already has', async () => {
    const { m, unchanged } = await withOne();
    expect((await add(m, CARD_A)).body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '该银行账号已添加过' });
    await unchanged();
  });

  it('another supplier may register the same number (numbers are unique per supplier)', async () => {
    await withOne();
    const other = await centreMember(t);
    expect((await add(other, CARD_A)).body.flag).toBe(true);
  });

  it('refuses E000403 without bank:manage, for every action', async () => {
    const { m, id, unchanged } = await withOne();
    const member = await centreMember(t, { supplierId: m.supplierId, authList: ['task:take', 'supplier:edit'] });
    const forbidden = { flag: false, errorCode: 'E000403', errorMsg: '您没有管理银行信息权限，请联系企业管理员开通' };
    expect((await add({ ...member, supplierName: m.supplierName }, CARD_B)).body).toMatchObject(forbidden);
    expect((await operate(t, member, { action: 'edit', id, bankCode: 'ICBC', accountName: m.supplierName })).body).toMatchObject(forbidden);
    expect((await operate(t, member, { action: 'delete', id })).body).toMatchObject(forbidden);
    expect((await operate(t, member, { action: 'default', id })).body).toMatchObject(forbidden);
    await unchanged();
    // Reading is for every member.
    expect((await info(member)).body.data.list).toHaveLength(1);
  });

  it("answers another supplier's account id with E000404 for edit, delete and default", async () => {
    const { m, id, unchanged } = await withOne();
    const other = await centreMember(t);
    const notFound = { flag: false, errorCode: 'E000404', errorMsg: '银行账户不存在或已被删除' };
    expect(
      (await operate(t, other, { action: 'edit', id, bankCode: 'ICBC', accountName: other.supplierName, accountNumber: CARD_B })).body,
    ).toMatchObject(notFound);
    expect((await operate(t, other, { action: 'delete', id })).body).toMatchObject(notFound);
    expect((await operate(t, other, { action: 'default', id })).body).toMatchObject(notFound);
    expect((await info(other)).body.data.list).toEqual([]);
    await unchanged();
    for (const bad of ['abc', '0', '99999999999'])
      expect((await operate(t, m, { action: 'delete', id: bad })).body.errorCode).toBe('E000404');
    await unchanged();
  });

  it('validates the payload: action, the fields each action needs, unknown fields', async () => {
    const { m, unchanged } = await withOne();
    const code = await freshCode(t, m);
    const call = (body: unknown) => t.call(centre.operationBank, body as never, { token: m.token });
    expect((await call({ action: 'drop', id: '1', code })).body).toMatchObject({
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('操作类型'),
    });
    expect((await call({ action: 'add', code })).body).toMatchObject({
      errorCode: 'E000400',
      errorMsg: expect.stringMatching(/bankCode|accountName|accountNumber/),
    });
    expect((await call({ action: 'default', code })).body).toMatchObject({ errorCode: 'E000400', errorMsg: expect.stringContaining('id') });
    expect((await call({ action: 'add', bankCode: 'ICBC', accountName: 'x', accountNumber: 12345678, code })).body.errorCode).toBe(
      'E000400',
    );
    expect((await call({ action: 'default', id: '1', code, supplierId: '9' })).body).toMatchObject({
      errorCode: 'E000400',
      errorMsg: 'supplierId：不允许的字段',
    });
    await unchanged();
  });

  it('needs a login and a supplier', async () => {
    expect((await t.call(centre.bankInfo, {})).status).toBe(401);
    const lone = await loneUser(t);
    expect((await t.call(centre.bankInfo, {}, { token: lone.token })).body.errorCode).toBe('E000601');
  });
});
