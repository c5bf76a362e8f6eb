import * as login from '@contract/login';
import * as user from '@contract/user';
import { createCodeService } from '../../../src/modules/login';
import { loginAs } from '../../helpers/session';
import { supplierMember } from '../../helpers/tasks';
import { CapturingSms, createTestApp, uniqueIp, uniquePhone, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The administrator of a new supplier, logged in, with the clock past the login code's resend interval. */
async function freshUser() {
  const { token, userId } = await supplierMember(t);
  const { phone } = await t.db.selectFrom('app_user').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
  t.clock.advance(t.config.sms.resendIntervalSeconds + 1);
  return { phone, token, userId };
}

describe('send_ver_code / check_ver_code', () => {
  it('sends a code for the scene to the caller’s own phone and checks it without using it up', async () => {
    const { phone, token } = await freshUser();
    expect((await t.call(user.sendVerCode, { scene: 'transfer_admin' }, { token })).body).toMatchObject({ flag: true, data: null });
    const code = t.sms.lastCode(phone, 'transfer_admin');
    const row = await t.db
      .selectFrom('sms_code')
      .select(['scene', 'consumed_at'])
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ scene: 'transfer_admin', consumed_at: null });
    expect((await t.call(user.checkVerCode, { scene: 'transfer_admin', code }, { token })).body.flag).toBe(true);
    // Still live: the final action can use it.
    expect((await t.call(user.checkVerCode, { scene: 'transfer_admin', code }, { token })).body.flag).toBe(true);
  });

  it('a code of one scene never confirms another', async () => {
    const { phone, token } = await freshUser();
    await t.call(user.sendVerCode, { scene: 'bank' }, { token });
    const bank = t.sms.lastCode(phone, 'bank');
    const other = await t.call(user.checkVerCode, { scene: 'transfer_admin', code: bank }, { token });
    expect(other.body).toMatchObject({ flag: false, errorCode: 'E000102', errorMsg: '验证码已失效，请重新获取' });
    const asLogin = await t.call(login.loginByPhone, { phone, code: bank });
    expect(asLogin.body).toMatchObject({ flag: false, errorCode: 'E000102' });
    // The bank code survived both attempts.
    expect((await t.call(user.checkVerCode, { scene: 'bank', code: bank }, { token })).body.flag).toBe(true);
  });

  it('a login code cannot confirm a bank or transfer scene, and a scene’s send leaves the login code live', async () => {
    const { phone, token } = await freshUser();
    await t.call(login.sendCode, { phone });
    const loginCode = t.sms.lastCode(phone);
    t.clock.advance(t.config.sms.resendIntervalSeconds + 1);
    await t.call(user.sendVerCode, { scene: 'bank' }, { token });
    for (const scene of ['bank', 'transfer_admin'] as const) {
      const res = await t.call(user.checkVerCode, { scene, code: loginCode }, { token });
      expect(res.body.flag).toBe(false);
    }
    expect((await t.call(login.loginByPhone, { phone, code: loginCode })).body.flag).toBe(true);
  });

  it('shares the login codes’ per-phone limits', async () => {
    const { phone, token } = await freshUser();
    await t.call(login.sendCode, { phone });
    const res = await t.call(user.sendVerCode, { scene: 'bank' }, { token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000103' });
    expect(t.sms.sent.filter((s) => s.phone === phone && s.scene === 'bank')).toHaveLength(0);
  });

  it('counts wrong checks like login: the fifth wrong one kills the code', async () => {
    const { phone, token } = await freshUser();
    await t.call(user.sendVerCode, { scene: 'transfer_admin' }, { token });
    const code = t.sms.lastCode(phone, 'transfer_admin');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await t.call(user.checkVerCode, { scene: 'transfer_admin', code: wrong }, { token });
    expect(first.body).toMatchObject({ flag: false, errorCode: 'E000101', errorMsg: '验证码错误，还可以尝试 4 次' });
    for (let i = 0; i < 3; i++) await t.call(user.checkVerCode, { scene: 'transfer_admin', code: wrong }, { token });
    const fifth = await t.call(user.checkVerCode, { scene: 'transfer_admin', code: wrong }, { token });
    expect(fifth.body).toMatchObject({ flag: false, errorCode: 'E000102', errorMsg: '验证码错误次数过多，已失效，请重新获取' });
    expect((await t.call(user.checkVerCode, { scene: 'transfer_admin', code }, { token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000102',
    });
  });

  it.each([{ scene: 'login' }, { scene: 'phone_old' }, { scene: 'phone_new' }, { scene: '' }, {}])(
    'refuses the scene %j',
    async (payload) => {
      const { phone, token } = await freshUser();
      const before = t.sms.sent.length;
      const res = await t.call(user.sendVerCode, payload as never, { token });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400' });
      expect(res.body.errorMsg).toContain('验证码用途只能是 transfer_admin、bank 之一');
      expect(t.sms.sent.length).toBe(before);
      expect(t.sms.sent.some((s) => s.phone === phone && s.scene !== 'login')).toBe(false);
    },
  );

  it('the admin transfer’s code is the administrator’s; codes of either scene need a supplier', async () => {
    const admin = await freshUser();
    const now = t.clock();
    const phone = uniquePhone();
    const member = await t.db
      .insertInto('app_user')
      .values({ phone, user_name: '成员', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { supplier_id } = await t.db
      .selectFrom('supplier_member')
      .select('supplier_id')
      .where('user_id', '=', admin.userId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('supplier_member')
      .values({ supplier_id, user_id: member.id, is_main: false, auth_list: ['bank:manage'], joined_at: now })
      .execute();
    const { token } = await loginAs(t, phone);
    t.clock.advance(61);
    for (const call of [
      () => t.call(user.sendVerCode, { scene: 'transfer_admin' }, { token }),
      () => t.call(user.checkVerCode, { scene: 'transfer_admin', code: '123456' }, { token }),
    ]) {
      expect((await call()).body).toMatchObject({ flag: false, errorCode: 'E000403', errorMsg: '仅企业管理员可以转让管理员' });
    }
    expect(t.sms.sent.some((s) => s.phone === phone && s.scene === 'transfer_admin')).toBe(false);
    expect((await t.call(user.sendVerCode, { scene: 'bank' }, { token })).body.flag).toBe(true);
    const lone = uniquePhone();
    const loneSession = await loginAs(t, lone);
    t.clock.advance(61);
    expect((await t.call(user.sendVerCode, { scene: 'bank' }, { token: loneSession.token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000601',
    });
  });

  it('refuses a bad code format and an anonymous caller', async () => {
    const { token } = await freshUser();
    expect((await t.call(user.checkVerCode, { scene: 'bank', code: '12ab' }, { token })).body).toMatchObject({ errorCode: 'E000400' });
    expect((await t.call(user.sendVerCode, { scene: 'bank' })).status).toBe(401);
  });
});

describe('the code service with scenes', () => {
  it('verify uses up the scene’s code; a login code does not verify another scene', async () => {
    const sms = new CapturingSms();
    const codes = createCodeService({ db: t.db, clock: t.clock, rules: t.config.sms, codeKey: Buffer.alloc(32, 7), sms });
    const phone = uniquePhone();
    const ip = uniqueIp();
    await codes.send(phone, ip);
    const loginCode = sms.lastCode(phone);
    await expect(codes.verify(phone, loginCode, ip, 'transfer_admin')).rejects.toMatchObject({ code: 'E000102' });
    t.clock.advance(61);
    await codes.send(phone, ip, 'transfer_admin');
    const transfer = sms.lastCode(phone, 'transfer_admin');
    // As a login code it is simply wrong (the login code is still live and counts the miss).
    await expect(codes.verify(phone, transfer, ip)).rejects.toMatchObject({ code: 'E000101' });
    await codes.verify(phone, transfer, ip, 'transfer_admin');
    await expect(codes.verify(phone, transfer, ip, 'transfer_admin')).rejects.toMatchObject({ code: 'E000102' });
    await codes.verify(phone, loginCode, ip);
  });
});
