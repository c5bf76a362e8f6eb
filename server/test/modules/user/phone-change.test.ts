import * as login from '@contract/login';
import * as user from '@contract/user';
import { raceTest, warmPool } from '../../helpers/races';
import { DEMO, loginAs } from '../../helpers/session';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pastResend = () => t.clock.advance(t.config.sms.resendIntervalSeconds + 1);
const userIdOf = async (token: string) => (await t.call(login.getLoginInfo, {}, { token })).body.data?.userId;

/** Logs `phone` in and proves the old phone; returns the session's token and the step token. */
async function provenOld(phone: string) {
  const session = await loginAs(t, phone);
  pastResend();
  expect((await t.call(user.updatePhoneOldSend, {}, { token: session.token })).body.flag).toBe(true);
  const checked = await t.call(user.updatePhoneOldCheck, { code: t.sms.lastCode(phone, 'phone_old') }, { token: session.token });
  expect(checked.body.flag).toBe(true);
  return { token: session.token, stepToken: checked.body.data!.stepToken };
}

describe('phone change', () => {
  it('moves the account to the new phone, ends every older session with E000021 and records it', async () => {
    const oldPhone = uniquePhone();
    const newPhone = uniquePhone();
    const other = await loginAs(t, oldPhone);
    const userId = await userIdOf(other.token);
    const { token, stepToken } = await provenOld(oldPhone);
    expect((await t.call(user.updatePhoneNewSend, { newPhone, stepToken }, { token })).body.flag).toBe(true);
    const code = t.sms.lastCode(newPhone, 'phone_new');
    const done = await t.call(user.updatePhoneNewCheck, { newPhone, code, stepToken }, { token });
    expect(done.body).toMatchObject({ flag: true, data: { phone: `${newPhone.slice(0, 3)}****${newPhone.slice(7)}` } });

    expect(await t.db.selectFrom('app_user').select('phone').where('id', '=', Number(userId)).executeTakeFirst()).toEqual({
      phone: newPhone,
    });
    for (const old of [token, other.token]) {
      expect((await t.call(login.getLoginInfo, {}, { token: old })).body).toMatchObject({ flag: false, errorCode: 'E000021' });
    }
    pastResend();
    expect(await userIdOf((await loginAs(t, newPhone)).token)).toBe(userId);
    // The old phone is a stranger now: logging in with it opens a different (new) account.
    expect(await userIdOf((await loginAs(t, oldPhone)).token)).not.toBe(userId);

    const audit = await t.db.selectFrom('supplier_audit').selectAll().where('target_user_id', '=', Number(userId)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'phone.change', supplier_id: null, actor_user_id: Number(userId) });
    expect(audit[0].detail).toEqual({
      oldPhone: `${oldPhone.slice(0, 3)}****${oldPhone.slice(7)}`,
      newPhone: `${newPhone.slice(0, 3)}****${newPhone.slice(7)}`,
    });
  });

  it('records the change for the member’s supplier', async () => {
    const newPhone = uniquePhone();
    const { token, stepToken } = await provenOld(DEMO.member2);
    await t.call(user.updatePhoneNewSend, { newPhone, stepToken }, { token });
    await t.call(user.updatePhoneNewCheck, { newPhone, code: t.sms.lastCode(newPhone, 'phone_new'), stepToken }, { token });
    const row = await t.db
      .selectFrom('supplier_audit as a')
      .innerJoin('supplier_member as m', 'm.user_id', 'a.target_user_id')
      .select(['a.supplier_id', 'm.supplier_id as member_supplier'])
      .where('a.action', '=', 'phone.change')
      .where('a.detail', '@>', JSON.stringify({ newPhone: `${newPhone.slice(0, 3)}****${newPhone.slice(7)}` }) as never)
      .executeTakeFirstOrThrow();
    expect(row.supplier_id).toBe(row.member_supplier);
    pastResend();
    const info = await t.call(login.getLoginInfo, {}, { token: (await loginAs(t, newPhone)).token });
    expect(info.body.data?.supplierInfo).not.toBeNull();
  });

  it('refuses a phone that belongs to another user, clearly, before sending anything', async () => {
    const { token, stepToken } = await provenOld(uniquePhone());
    const before = t.sms.sent.length;
    const res = await t.call(user.updatePhoneNewSend, { newPhone: DEMO.admin, stepToken }, { token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '该手机号已被其他账号使用，请更换其他手机号' });
    expect(t.sms.sent.length).toBe(before);
  });

  it('refuses the current phone as the new one', async () => {
    const phone = uniquePhone();
    const { token, stepToken } = await provenOld(phone);
    const res = await t.call(user.updatePhoneNewSend, { newPhone: phone, stepToken }, { token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: '新手机号不能与当前手机号相同' });
  });

  it('refuses a phone taken between the new code and its check, leaving the account as it was', async () => {
    const phone = uniquePhone();
    const newPhone = uniquePhone();
    const { token, stepToken } = await provenOld(phone);
    await t.call(user.updatePhoneNewSend, { newPhone, stepToken }, { token });
    const code = t.sms.lastCode(newPhone, 'phone_new');
    pastResend();
    await loginAs(t, newPhone);
    const res = await t.call(user.updatePhoneNewCheck, { newPhone, code, stepToken }, { token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000409' });
    expect((await t.call(login.getLoginInfo, {}, { token })).body.data?.phone).toBe(phone);
  });

  describe('steps out of order', () => {
    it('the new phone needs a proven old phone', async () => {
      const { token } = await loginAs(t, uniquePhone());
      const newPhone = uniquePhone();
      const res = await t.call(user.updatePhoneNewSend, { newPhone, stepToken: 'made-up' }, { token });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: '原手机号验证已失效，请重新验证原手机号' });
      expect(t.sms.sent.some((s) => s.phone === newPhone)).toBe(false);
      const check = await t.call(user.updatePhoneNewCheck, { newPhone, code: '123456', stepToken: 'made-up' }, { token });
      expect(check.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    });

    it('the old check needs an old-phone code, not a login code', async () => {
      const phone = uniquePhone();
      const { token } = await loginAs(t, phone);
      const res = await t.call(user.updatePhoneOldCheck, { code: t.sms.lastCode(phone) }, { token });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000102' });
    });

    it('the final check needs a new-phone code (an old-phone code or a login code will not do)', async () => {
      const phone = uniquePhone();
      const newPhone = uniquePhone();
      const { token, stepToken } = await provenOld(phone);
      const oldCode = t.sms.lastCode(phone, 'phone_old');
      expect((await t.call(user.updatePhoneNewCheck, { newPhone, code: oldCode, stepToken }, { token })).body).toMatchObject({
        errorCode: 'E000102',
      });
      await t.call(login.sendCode, { phone: newPhone });
      const loginCode = t.sms.lastCode(newPhone);
      expect((await t.call(user.updatePhoneNewCheck, { newPhone, code: loginCode, stepToken }, { token })).body).toMatchObject({
        errorCode: 'E000102',
      });
      pastResend();
      // A new-phone code cannot log in either.
      await t.call(user.updatePhoneNewSend, { newPhone, stepToken }, { token });
      const newCode = t.sms.lastCode(newPhone, 'phone_new');
      expect((await t.call(login.loginByPhone, { phone: newPhone, code: newCode })).body.flag).toBe(false);
    });

    it('the step token belongs to its session and expires after 15 minutes', async () => {
      const phone = uniquePhone();
      const { stepToken } = await provenOld(phone);
      const second = await loginAs(t, phone);
      const newPhone = uniquePhone();
      expect((await t.call(user.updatePhoneNewSend, { newPhone, stepToken }, { token: second.token })).body).toMatchObject({
        errorCode: 'E000400',
      });
      const mine = await provenOld(uniquePhone());
      t.clock.advance(15 * 60 + 1);
      expect((await t.call(user.updatePhoneNewSend, { newPhone, stepToken: mine.stepToken }, { token: mine.token })).body).toMatchObject({
        errorCode: 'E000400',
        errorMsg: '原手机号验证已失效，请重新验证原手机号',
      });
    });

    it('another user’s step token is not a proof for me', async () => {
      const theirs = await provenOld(uniquePhone());
      const mine = await loginAs(t, uniquePhone());
      const res = await t.call(user.updatePhoneNewSend, { newPhone: uniquePhone(), stepToken: theirs.stepToken }, { token: mine.token });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: '原手机号验证已失效，请重新验证原手机号' });
    });

    it('a newer proof replaces the older one', async () => {
      const phone = uniquePhone();
      const first = await provenOld(phone);
      pastResend();
      await t.call(user.updatePhoneOldSend, {}, { token: first.token });
      await t.call(user.updatePhoneOldCheck, { code: t.sms.lastCode(phone, 'phone_old') }, { token: first.token });
      const res = await t.call(user.updatePhoneNewSend, { newPhone: uniquePhone(), stepToken: first.stepToken }, { token: first.token });
      expect(res.body).toMatchObject({ errorCode: 'E000400' });
    });
  });

  describe('limits and bad input', () => {
    it('uses the login codes’ limits: one send per phone per minute, five wrong tries', async () => {
      const phone = uniquePhone();
      const { token } = await loginAs(t, phone);
      expect((await t.call(user.updatePhoneOldSend, {}, { token })).body).toMatchObject({ flag: false, errorCode: 'E000103' });
      pastResend();
      await t.call(user.updatePhoneOldSend, {}, { token });
      const code = t.sms.lastCode(phone, 'phone_old');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++)
        expect((await t.call(user.updatePhoneOldCheck, { code: wrong }, { token })).body.errorCode).toBe('E000101');
      expect((await t.call(user.updatePhoneOldCheck, { code: wrong }, { token })).body.errorCode).toBe('E000102');
      expect((await t.call(user.updatePhoneOldCheck, { code }, { token })).body.errorCode).toBe('E000102');
    });

    it.each([
      [{ newPhone: '12345', stepToken: 'x' }, 'newPhone：手机号格式不正确'],
      [{ newPhone: '13912345678', stepToken: '' }, 'stepToken：请先验证原手机号'],
      [{ newPhone: '13912345678', stepToken: 'x', extra: 1 }, ''],
    ])('refuses %j with a clear message', async (payload, message) => {
      const { token } = await loginAs(t, uniquePhone());
      const res = await t.call(user.updatePhoneNewSend, payload as never, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400' });
      expect(res.body.errorMsg).toContain(message);
    });

    it('needs a login', async () => {
      expect((await t.call(user.updatePhoneOldSend, {})).status).toBe(401);
    });
  });

  raceTest('a first login of the new phone racing the change: one wins, the other hears why, never a 500', async () => {
    for (let round = 0; round < 4; round++) {
      const phone = uniquePhone();
      const newPhone = uniquePhone();
      const { token, stepToken } = await provenOld(phone);
      const userId = await userIdOf(token);
      await t.call(user.updatePhoneNewSend, { newPhone, stepToken }, { token });
      const code = t.sms.lastCode(newPhone, 'phone_new');
      pastResend();
      await t.call(login.sendCode, { phone: newPhone });
      const loginCode = t.sms.lastCode(newPhone);
      await warmPool(t.db);
      const [change, signIn] = await Promise.all([
        t.call(user.updatePhoneNewCheck, { newPhone, code, stepToken }, { token }),
        t.call(login.loginByPhone, { phone: newPhone, code: loginCode }),
      ]);
      expect(change.status).toBe(200);
      expect(signIn.body.flag).toBe(true);
      const owners = await t.db.selectFrom('app_user').select('id').where('phone', '=', newPhone).execute();
      expect(owners).toHaveLength(1);
      const signedInAs = await userIdOf(signIn.body.data!.tokenInfo.token);
      if (change.body.flag) expect(signedInAs).toBe(userId);
      else {
        expect(change.body).toMatchObject({ errorCode: 'E000409', errorMsg: '该手机号已被其他账号使用，请更换其他手机号' });
        expect(signedInAs).not.toBe(userId);
      }
      pastResend();
    }
  });
});
