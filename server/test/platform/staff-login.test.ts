import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@contract/http';
import * as login from '@contract/login';
import * as auth from '@contract/platform/auth';
import * as staff from '@contract/platform/staff';
import { DEMO, loginAs } from '../helpers/session';
import { createStaff, loginStaff, loginStaffPhone, uniqueStaffPhone } from '../helpers/staff';
import { createTestApp, uniqueIp, uniquePhone, type TestApp } from '../helpers/test-app';

const NOT_STAFF = '该手机号未开通平台员工账号或账号已停用，请联系平台管理员';

describe('staff login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a staff member logs in with an SMS code of its own scene and the console knows who they are', async () => {
    const s = await loginStaff(t, 'finance');
    expect(t.sms.sent.at(-1)).toMatchObject({ phone: s.staff.phone, scene: 'staff_login' });
    const me = await t.call(auth.platformWhoami, {}, { token: s.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({ staffId: s.staff.staffId, name: s.staff.name, phone: s.staff.phone, role: 'finance' });
  });

  it('refuses a supplier user, an unknown phone and a disabled account alike, sending nothing', async () => {
    const stranger = uniquePhone();
    const disabled = await createStaff(t, 'operator');
    const admin = await loginStaff(t, 'admin');
    await t.call(staff.platformStaffUpdate, { staffId: disabled.staffId, enabled: false }, { token: admin.token });
    const sentBefore = t.sms.sent.length;
    for (const phone of [DEMO.admin, stranger, disabled.phone]) {
      const res = await t.call(auth.platformSendCode, { phone }, { ip: uniqueIp() });
      expect(res.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.forbidden, errorMsg: NOT_STAFF });
    }
    expect(t.sms.sent.length).toBe(sentBefore);
  });

  it('a supplier login code does not log a staff member in, nor a wrong code', async () => {
    // A phone that is both a supplier's user and a staff account: each login has its own codes.
    const phone = uniquePhone();
    await loginAs(t, phone);
    await createStaff(t, 'reviewer', phone);
    const supplierCode = t.sms.lastCode(phone, 'login');
    const ip = uniqueIp();
    const sent = await t.call(auth.platformSendCode, { phone }, { ip });
    if (sent.body.errorCode === ERROR_CODES.codeTooOften) {
      t.clock.advance(t.config.sms.resendIntervalSeconds + 1);
      expect((await t.call(auth.platformSendCode, { phone }, { ip })).body.flag).toBe(true);
    }
    const staffCode = t.sms.lastCode(phone, 'staff_login');
    const wrong = staffCode === supplierCode ? String((Number(supplierCode) + 1) % 1_000_000).padStart(6, '0') : supplierCode;
    const refused = await t.call(auth.platformLogin, { phone, code: wrong }, { ip });
    expect(refused.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.codeInvalid });
    const ok = await t.call(auth.platformLogin, { phone, code: staffCode }, { ip });
    expect(ok.body.data.staff.role).toBe('reviewer');
  });

  it('refuses malformed input with the field named, changing nothing', async () => {
    const res = await t.call(auth.platformLogin, { phone: '123', code: '12' } as never);
    expect(res.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.validation });
    expect(res.body.errorMsg).toContain('手机号格式不正确');
  });

  it('a supplier token on the platform API and a staff token on the supplier gateway are both 401', async () => {
    const supplier = await loginAs(t, DEMO.member);
    const s = await loginStaff(t, 'admin');
    const onPlatform = await t.call(auth.platformWhoami, {}, { token: supplier.token });
    expect([onPlatform.status, onPlatform.body.errorCode]).toEqual([401, ERROR_CODES.unauthorized]);
    const onStaffList = await t.call(staff.platformStaffList, {}, { token: supplier.token });
    expect(onStaffList.status).toBe(401);
    const onGateway = await t.call(login.getLoginInfo, {}, { token: s.token });
    expect([onGateway.status, onGateway.body.errorCode]).toEqual([401, ERROR_CODES.unauthorized]);
    // A staff refresh token is no supplier refresh token either.
    const refreshed = await t.call(login.refreshToken, { refreshToken: s.refreshToken });
    expect(refreshed.body.flag).toBe(false);
    const none = await t.call(auth.platformWhoami, {});
    expect([none.status, none.body.errorMsg]).toEqual([401, '请先登录']);
  });

  it('refresh tokens rotate and work once; presenting a spent one ends the session', async () => {
    const s = await loginStaff(t, 'operator');
    const first = await t.call(auth.platformRefreshToken, { refreshToken: s.refreshToken });
    expect(first.body.flag).toBe(true);
    expect((await t.call(auth.platformWhoami, {}, { token: first.body.data.token })).status).toBe(200);
    const reused = await t.call(auth.platformRefreshToken, { refreshToken: s.refreshToken });
    expect(reused.body.errorCode).toBe(ERROR_CODES.sessionRevoked);
    const after = await t.call(auth.platformWhoami, {}, { token: first.body.data.token });
    expect(after.body.errorCode).toBe(ERROR_CODES.sessionRevoked);
  });

  it('an access token expires after the configured time, like a supplier token', async () => {
    const s = await loginStaff(t, 'operator');
    t.clock.advance(t.config.accessTokenTtl + 1);
    const expired = await t.call(auth.platformWhoami, {}, { token: s.token });
    expect([expired.status, expired.body.errorCode]).toEqual([420, ERROR_CODES.tokenExpired]);
    const fresh = await t.call(auth.platformRefreshToken, { refreshToken: s.refreshToken });
    expect((await t.call(auth.platformWhoami, {}, { token: fresh.body.data.token })).status).toBe(200);
  });

  it('logout ends the session; disabling an account ends its sessions at once', async () => {
    const s = await loginStaff(t, 'reviewer');
    expect((await t.call(auth.platformLogout, {}, { token: s.token })).body.flag).toBe(true);
    expect((await t.call(auth.platformWhoami, {}, { token: s.token })).body.errorCode).toBe(ERROR_CODES.sessionRevoked);

    const phone = uniqueStaffPhone();
    const target = await createStaff(t, 'finance', phone);
    const live = await loginStaffPhone(t, phone);
    const admin = await loginStaff(t, 'admin');
    await t.call(staff.platformStaffUpdate, { staffId: target.staffId, enabled: false }, { token: admin.token });
    const refused = await t.call(auth.platformWhoami, {}, { token: live.token });
    expect(refused.body.errorCode).toBe(ERROR_CODES.accountDisabled);
    expect((await t.call(auth.platformRefreshToken, { refreshToken: live.refreshToken })).body.flag).toBe(false);
  });

  it('a changed role takes effect on the next call, without logging in again', async () => {
    const admin = await loginStaff(t, 'admin');
    const other = await loginStaff(t, 'admin');
    expect((await t.call(staff.platformStaffList, {}, { token: other.token })).status).toBe(200);
    await t.call(staff.platformStaffUpdate, { staffId: other.staff.staffId, role: 'finance' }, { token: admin.token });
    expect((await t.call(staff.platformStaffList, {}, { token: other.token })).status).toBe(403);
    expect((await t.call(auth.platformWhoami, {}, { token: other.token })).body.data.role).toBe('finance');
  });
});
