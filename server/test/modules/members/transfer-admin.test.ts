import * as login from '@contract/login';
import * as members from '@contract/members';
import { auditOf, company, invite, member, membershipOf, smsCode } from '../../helpers/members';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('transfer_admin', () => {
  it('hands the role to an active member with the SMS code: the old admin keeps the everyday permissions', async () => {
    const c = await company(t);
    const m = await member(t, c, { permissions: ['task:take'] });
    const wrong = await t.call(members.transferAdmin, { userId: String(m.userId), code: '000000' }, { token: c.admin.token });
    expect(wrong.body.flag).toBe(false);
    // A login code (another scene) cannot confirm a transfer.
    t.clock.advance(t.config.sms.resendIntervalSeconds + 1);
    await t.call(login.sendCode, { phone: c.admin.phone });
    const loginCode = t.sms.lastCode(c.admin.phone);
    const otherScene = await t.call(members.transferAdmin, { userId: String(m.userId), code: loginCode }, { token: c.admin.token });
    expect(otherScene.body).toMatchObject({ flag: false, errorCode: 'E000102' });
    expect(await membershipOf(t, c.admin.userId)).toMatchObject({ is_main: true });
    const code = await smsCode(t, c.admin);
    const done = await t.call(members.transferAdmin, { userId: String(m.userId), code }, { token: c.admin.token });
    expect(done.body.flag).toBe(true);
    expect(await membershipOf(t, m.userId)).toMatchObject({ is_main: true, auth_list: [...login.PERMISSIONS] });
    expect(await membershipOf(t, c.admin.userId)).toMatchObject({ is_main: false, auth_list: [...members.DEFAULT_MEMBER_PERMISSIONS] });
    const oldInfo = await t.call(login.getLoginInfo, {}, { token: c.admin.token });
    expect(oldInfo.body.data.supplierInfo).toMatchObject({ isMain: false });
    expect((await auditOf(t, c.supplierId)).at(-1)).toMatchObject({
      action: 'admin.transfer',
      actor_user_id: c.admin.userId,
      target_user_id: m.userId,
    });
    // The former administrator may now leave; the new one may not.
    expect((await t.call(members.exitSubject, {}, { token: m.token })).body.flag).toBe(false);
    expect((await t.call(members.exitSubject, {}, { token: c.admin.token })).body.flag).toBe(true);
  });

  it('to oneself, to an invitation or to a non-member: refused, nothing changes', async () => {
    const c = await company(t);
    const { userId: invited } = await invite(t, c.admin);
    const code = await smsCode(t, c.admin);
    const self = await t.call(members.transferAdmin, { userId: String(c.admin.userId), code }, { token: c.admin.token });
    expect(self.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: '不能把管理员转让给自己，请选择其他成员' });
    const pending = await t.call(members.transferAdmin, { userId: String(invited), code }, { token: c.admin.token });
    // An invited phone's account is nobody's to name before it joins: "not found", like a stranger.
    expect(pending.body).toMatchObject({ flag: false, errorCode: 'E000404', errorMsg: '成员不存在或已被移除' });
    const nobody = await t.call(members.transferAdmin, { userId: '999999', code }, { token: c.admin.token });
    expect(nobody.body).toMatchObject({ flag: false, errorCode: 'E000404' });
    expect(await membershipOf(t, c.admin.userId)).toMatchObject({ is_main: true });
    const m = await member(t, c);
    // member() logged in another phone: the administrator's code is still the one sent above, unchecked so far.
    expect((await t.call(members.transferAdmin, { userId: String(m.userId), code }, { token: c.admin.token })).body.flag).toBe(true);
  });
});
