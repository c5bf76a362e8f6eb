import * as login from '@contract/login';
import * as members from '@contract/members';
import { company, invite, memberState } from '../../helpers/members';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** The invitation link's login page: what the link tells its holder, and logging in "with the invited phone". */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('invite_link_info', () => {
  it('tells the company, the inviter and the invitee, and no more of the phone than its ends', async () => {
    const c = await company(t);
    const { code, phone } = await invite(t, c.admin, { name: '陈小明' });
    const info = await t.call(members.inviteLinkInfo, { inviteCode: code });
    expect(Object.keys(info.body.data).sort()).toEqual(['expiresAt', 'inviterName', 'name', 'phoneMasked', 'supplierName']);
    expect(info.body.data).toMatchObject({ name: '陈小明', phoneMasked: `${phone.slice(0, 3)}****${phone.slice(-4)}` });
    expect(JSON.stringify(info.body)).not.toContain(phone);
    expect(JSON.stringify(info.body)).not.toMatch(/userId|supplierId/);
  });
});

describe('logging in by the invitation', () => {
  it('sends the code to the invited phone and logs in as that phone, never showing the number', async () => {
    const c = await company(t);
    const { code, phone } = await invite(t, c.admin);
    const sent = await t.call(login.sendCode, { inviteCode: code });
    expect(sent.body).toEqual({ flag: true, errorCode: null, errorMsg: null, data: null });
    const logged = await t.call(login.loginByPhone, { inviteCode: code, code: t.sms.lastCode(phone) });
    expect(logged.body.flag).toBe(true);
    const info = await t.call(login.getLoginInfo, {}, { token: logged.body.data.tokenInfo.token });
    expect(info.body.data).toMatchObject({ phone, supplierInfo: null });
    expect((await t.call(members.joinSupplier, { inviteCode: code }, { token: logged.body.data.tokenInfo.token })).body.flag).toBe(true);
  });

  it('a withdrawn, used or unknown invitation sends nothing', async () => {
    const c = await company(t);
    const { code, invitationId, phone } = await invite(t, c.admin);
    await t.call(members.remove, { invitationId }, { token: c.admin.token });
    const withdrawn = await t.call(login.sendCode, { inviteCode: code });
    expect(withdrawn.body).toMatchObject({ flag: false, errorCode: 'E000404', errorMsg: expect.stringContaining('邀请链接无效') });
    expect(t.sms.sent.filter((s) => s.phone === phone)).toHaveLength(0);
    const unknown = await t.call(login.loginByPhone, { inviteCode: 'B'.repeat(43), code: '123456' });
    expect(unknown.body).toMatchObject({ flag: false, errorCode: 'E000404' });
  });

  it.each([
    ['neither a phone nor an invitation', {}, /请输入手机号/],
    ['both a phone and an invitation', { phone: '13912345678', inviteCode: 'C'.repeat(43) }, /请输入手机号/],
    ['a malformed invitation', { inviteCode: 'short' }, /邀请链接无效/],
  ])('%s: E000400 with a Chinese message, no code sent', async (_what, body, message) => {
    const c = await company(t);
    const before = await memberState(t, c.supplierId);
    const sentBefore = t.sms.sent.length;
    const res = await t.call(login.sendCode, body as never);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringMatching(message) });
    expect(t.sms.sent.length).toBe(sentBefore);
    expect(await memberState(t, c.supplierId)).toBe(before);
  });
});

describe('tenant isolation of invitation ids', () => {
  it("another supplier's invitation id is not found for re_invite, edit and remove; nothing changes", async () => {
    const a = await company(t);
    const b = await company(t);
    const { invitationId } = await invite(t, a.admin);
    const before = await memberState(t, a.supplierId);
    for (const [endpoint, body] of [
      [members.reInvite, { invitationId }],
      [members.edit, { invitationId, name: '越权', permissions: [] }],
      [members.remove, { invitationId }],
    ] as const) {
      const res = await t.call(endpoint, body as never, { token: b.admin.token });
      expect(res.body).toEqual({ flag: false, errorCode: 'E000404', errorMsg: '成员不存在或已被移除', data: null });
    }
    expect(await memberState(t, a.supplierId)).toBe(before);
  });
});
