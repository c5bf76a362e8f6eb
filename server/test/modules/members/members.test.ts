import * as login from '@contract/login';
import * as members from '@contract/members';
import { auditOf, company, invite, member, membershipOf, type Company } from '../../helpers/members';
import { DEMO, loginAs } from '../../helpers/session';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// First: later tests move the clock on past the demo invitation's expiry.
describe('demo data', () => {
  it('the demo administrator sees two members, one pending and one expired invitation', async () => {
    const admin = await loginAs(t, DEMO.admin);
    const list = await t.call(members.list, { pageNum: 1, pageSize: 30 }, { token: admin.token });
    const byPhone = Object.fromEntries(list.body.data.list.map((m) => [m.phone, m.status]));
    expect(byPhone).toMatchObject({
      [DEMO.admin]: 'active',
      [DEMO.member]: 'active',
      [DEMO.member2]: 'active',
      '13800000003': 'invited',
      '13800000004': 'expired',
    });
    expect(list.body.data.list[0]).toMatchObject({ phone: DEMO.admin, isMain: true });
  });
});

describe('invitations', () => {
  let c: Company;
  beforeAll(async () => {
    c = await company(t);
  });

  it('add_member stores only a hash of an unguessable code valid 7 days, and the list shows the invitation', async () => {
    const { code, userId, phone, invitationId } = await invite(t, c.admin, { name: '周杰', permissions: ['order:manage', 'task:take'] });
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.selectFrom('supplier_invitation').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored.expires_at.getTime() - t.clock().getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(stored.permissions).toEqual(['task:take', 'order:manage']);
    const list = await t.call(members.list, { pageNum: 1, pageSize: 30 }, { token: c.admin.token });
    expect(list.body.data.list[0]).toMatchObject({ userId: String(c.admin.userId), isMain: true, status: 'active' });
    // Keyed by the invitation: nothing tells whether the phone had an account, nor which one.
    expect(list.body.data.list).toContainEqual(
      expect.objectContaining({ userId: null, invitationId, name: '周杰', phone, isMain: false, status: 'invited', joinedAt: null }),
    );
    expect(JSON.stringify(list.body.data)).not.toContain(`"${userId}"`);
    const audit = await auditOf(t, c.supplierId);
    expect(audit.at(-1)).toMatchObject({ action: 'member.invite', actor_user_id: c.admin.userId, target_user_id: userId });
  });

  it('without permissions the invitation gets the everyday set; inviting the same phone again is refused', async () => {
    const { phone, userId } = await invite(t, c.admin);
    const stored = await t.db
      .selectFrom('supplier_invitation')
      .select('permissions')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored.permissions).toEqual([...members.DEFAULT_MEMBER_PERMISSIONS]);
    const again = await t.call(members.addMember, { phone, name: '再次' }, { token: c.admin.token });
    expect(again.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '已邀请过该手机号，可在成员列表中重新邀请' });
    const self = await t.call(members.addMember, { phone: c.admin.phone, name: '自己' }, { token: c.admin.token });
    expect(self.body).toMatchObject({ flag: false, errorMsg: '该手机号已是本企业成员' });
  });

  it('the list filters by name or phone and pages', async () => {
    const { phone } = await invite(t, c.admin, { name: '关键字甲' });
    const byName = await t.call(members.list, { keyword: '关键字', pageNum: 1, pageSize: 30 }, { token: c.admin.token });
    expect(byName.body.data).toMatchObject({ total: 1, list: [{ phone }] });
    const byPhone = await t.call(members.list, { keyword: phone.slice(-4), pageNum: 1, pageSize: 30 }, { token: c.admin.token });
    expect(byPhone.body.data.list.map((m) => m.phone)).toContain(phone);
    const literal = await t.call(members.list, { keyword: '%', pageNum: 1, pageSize: 30 }, { token: c.admin.token });
    expect(literal.body.data.total).toBe(0);
    const paged = await t.call(members.list, { pageNum: 2, pageSize: 1 }, { token: c.admin.token });
    expect(paged.body.data.list).toHaveLength(1);
    expect(paged.body.data.total).toBeGreaterThan(2);
  });

  it('invite_link_info shows supplier, inviter, expiry and the masked phone without login', async () => {
    const { code, phone } = await invite(t, c.admin, { name: '吴磊' });
    const info = await t.call(members.inviteLinkInfo, { inviteCode: code });
    expect(info.body.data).toMatchObject({
      supplierName: expect.stringContaining('测试企业'),
      inviterName: expect.stringContaining('管理员'),
      phoneMasked: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      name: '吴磊',
      expiresAt: expect.stringMatching(/\+08:00$/),
    });
    const unknown = await t.call(members.inviteLinkInfo, { inviteCode: 'A'.repeat(43) });
    expect(unknown.body).toMatchObject({ flag: false, errorCode: 'E000404' });
  });

  it('re_invite renews: a new code works, the old one is dead, an expired invitation becomes valid again', async () => {
    const { code, userId, invitationId } = await invite(t, c.admin);
    t.clock.advance(8 * 24 * 3600);
    const expired = await t.call(members.inviteLinkInfo, { inviteCode: code });
    expect(expired.body).toMatchObject({ flag: false, errorMsg: '邀请已过期，请联系企业管理员重新邀请' });
    c.admin.token = (await loginAs(t, c.admin.phone)).token;
    const listed = await t.call(members.list, {}, { token: c.admin.token });
    expect(listed.body.data.list.find((m) => m.invitationId === invitationId)?.status).toBe('expired');
    const renewed = await t.call(members.reInvite, { invitationId }, { token: c.admin.token });
    expect(renewed.body.flag).toBe(true);
    expect(renewed.body.data.inviteCode).not.toBe(code);
    expect((await t.call(members.inviteLinkInfo, { inviteCode: code })).body.errorCode).toBe('E000404');
    expect((await t.call(members.inviteLinkInfo, { inviteCode: renewed.body.data.inviteCode })).body.flag).toBe(true);
    expect((await auditOf(t, c.supplierId)).at(-1)).toMatchObject({ action: 'member.reinvite', target_user_id: userId });
    expect(renewed.body.data.invitationId).toBe(invitationId);
  });
});

describe('joining', () => {
  let c: Company;
  beforeAll(async () => {
    c = await company(t);
  });

  it('the invited phone joins with the invited name and permissions; its login info follows at once', async () => {
    const { code, phone, userId } = await invite(t, c.admin, { name: '郑爽', permissions: ['task:take'] });
    const { token } = await loginAs(t, phone);
    const before = await t.call(login.getLoginInfo, {}, { token });
    expect(before.body.data.supplierInfo).toBeNull();
    const joined = await t.call(members.joinSupplier, { inviteCode: code }, { token });
    expect(joined.body).toMatchObject({ flag: true, data: { supplierId: String(c.supplierId) } });
    const info = await t.call(login.getLoginInfo, {}, { token });
    expect(info.body.data).toMatchObject({
      userName: '郑爽',
      supplierInfo: { supplierId: String(c.supplierId), isMain: false, authList: ['task:take'] },
    });
    const used = await t.call(members.joinSupplier, { inviteCode: code }, { token });
    expect(used.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '该邀请已被使用，如需加入请联系企业管理员重新邀请' });
    expect((await t.call(members.detail, { userId: String(userId) }, { token: c.admin.token })).body.data.status).toBe('active');
    expect((await auditOf(t, c.supplierId)).at(-1)).toMatchObject({ action: 'member.join', actor_user_id: userId });
  });

  it('another phone cannot use the code, nor can a user who is in a supplier already, nor an expired code', async () => {
    const { code, phone } = await invite(t, c.admin);
    const stranger = await loginAs(t, '13700009991');
    const foreign = await t.call(members.joinSupplier, { inviteCode: code }, { token: stranger.token });
    expect(foreign.body).toMatchObject({
      flag: false,
      errorCode: 'E000403',
      errorMsg: `该邀请发给了手机号 ${phone.slice(0, 3)}****${phone.slice(-4)}，请使用该手机号登录后加入`,
    });

    const other = await company(t);
    const busy = await invite(t, c.admin, { phone: other.admin.phone });
    const inOther = await t.call(members.joinSupplier, { inviteCode: busy.code }, { token: other.admin.token });
    expect(inOther.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: expect.stringContaining('请先退出该企业后再加入') });
    expect(await membershipOf(t, other.admin.userId)).toMatchObject({ supplier_id: other.supplierId, is_main: true });

    t.clock.advance(7 * 24 * 3600 + 1);
    const late = await loginAs(t, phone);
    const expired = await t.call(members.joinSupplier, { inviteCode: code }, { token: late.token });
    expect(expired.body).toMatchObject({ flag: false, errorMsg: '邀请已过期，请联系企业管理员重新邀请' });
    const user = await t.db.selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(await membershipOf(t, user.id)).toBeUndefined();
  });
});

describe('edit, remove, exit', () => {
  let c: Company;
  beforeAll(async () => {
    c = await company(t);
  });

  it("a permission change takes effect on the member's next call", async () => {
    const m = await member(t, c, { permissions: ['task:take', 'member:manage'] });
    expect((await t.call(members.list, {}, { token: m.token })).body.flag).toBe(true);
    const edited = await t.call(
      members.edit,
      { userId: String(m.userId), name: '改名', permissions: ['task:take'] },
      { token: c.admin.token },
    );
    expect(edited.body.flag).toBe(true);
    const info = await t.call(login.getLoginInfo, {}, { token: m.token });
    expect(info.body.data).toMatchObject({ userName: '改名', supplierInfo: { authList: ['task:take'] } });
    expect((await t.call(members.list, {}, { token: m.token })).body).toMatchObject({ flag: false, errorCode: 'E000403' });
    const audit = await auditOf(t, c.supplierId);
    expect(audit.slice(-2).map((a) => a.action)).toEqual(['member.edit', 'member.permissions']);
    expect(audit.at(-1)!.detail).toMatchObject({ before: ['task:take', 'member:manage'], after: ['task:take'] });
  });

  it("the administrator's permissions cannot be edited; an invitation's can", async () => {
    const mine = await t.call(
      members.edit,
      { userId: String(c.admin.userId), name: '管理员', permissions: ['task:take'] },
      { token: c.admin.token },
    );
    expect(mine.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: '管理员拥有全部权限，不能修改管理员的权限' });
    const { invitationId } = await invite(t, c.admin);
    const inv = await t.call(members.edit, { invitationId, name: '待加入', permissions: ['settlement:view'] }, { token: c.admin.token });
    expect(inv.body.flag).toBe(true);
    const listed = (await t.call(members.list, {}, { token: c.admin.token })).body.data.list.find((m) => m.invitationId === invitationId);
    expect(listed).toMatchObject({ name: '待加入', permissions: ['settlement:view'] });
  });

  it('remove ends every session of the member at once with E000022, and joining again never revives them', async () => {
    const m = await member(t, c);
    const second = await loginAs(t, m.phone);
    const removed = await t.call(members.remove, { userId: String(m.userId) }, { token: c.admin.token });
    expect(removed.body.flag).toBe(true);
    // Acting for the company they were removed from: E000022 on every session.
    const acting = { suppliersid: String(c.supplierId) };
    for (const token of [m.token, second.token]) {
      const res = await t.call(login.getLoginInfo, {}, { token, headers: acting });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000022' });
    }
    // Once the client lets go of the company (suppliersId 0), the session goes on without a supplier.
    const letGo = await t.call(login.getLoginInfo, {}, { token: second.token, headers: { suppliersid: '0' } });
    expect(letGo.body).toMatchObject({ flag: true, data: { supplierInfo: null } });
    expect((await auditOf(t, c.supplierId)).at(-1)).toMatchObject({ action: 'member.remove', target_user_id: m.userId });
    // Invited again, they log in anew and join: the old sessions stay ended.
    const again = await invite(t, c.admin, { phone: m.phone });
    const fresh = await loginAs(t, m.phone);
    expect((await t.call(members.joinSupplier, { inviteCode: again.code }, { token: fresh.token })).body.flag).toBe(true);
    expect((await t.call(login.getLoginInfo, {}, { token: fresh.token })).body.flag).toBe(true);
    expect((await t.call(login.getLoginInfo, {}, { token: m.token, headers: acting })).body.flag).toBe(false);
  });

  it('removing oneself or the administrator is refused; removing an invitation withdraws it', async () => {
    const self = await t.call(members.remove, { userId: String(c.admin.userId) }, { token: c.admin.token });
    expect(self.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: '不能移除自己，如需离开企业请使用“退出企业”' });
    const manager = await member(t, c, { permissions: ['member:manage'] });
    const admin = await t.call(members.remove, { userId: String(c.admin.userId) }, { token: manager.token });
    expect(admin.body).toMatchObject({ flag: false, errorMsg: '不能移除企业管理员' });
    const { code, invitationId } = await invite(t, c.admin);
    expect((await t.call(members.remove, { invitationId }, { token: c.admin.token })).body.flag).toBe(true);
    expect((await t.call(members.inviteLinkInfo, { inviteCode: code })).body.errorCode).toBe('E000404');
  });

  it('a member exits and goes on without a supplier; the administrator must transfer first', async () => {
    const m = await member(t, c);
    const refused = await t.call(members.exitSubject, {}, { token: c.admin.token });
    expect(refused.body).toMatchObject({ flag: false, errorMsg: '您是企业管理员，请先将管理员转让给其他成员后再退出企业' });
    expect(await membershipOf(t, c.admin.userId)).toMatchObject({ is_main: true });
    const left = await t.call(members.exitSubject, {}, { token: m.token });
    expect(left.body.flag).toBe(true);
    const info = await t.call(login.getLoginInfo, {}, { token: m.token });
    expect(info.body).toMatchObject({ flag: true, data: { supplierInfo: null } });
    expect((await auditOf(t, c.supplierId)).at(-1)).toMatchObject({ action: 'member.exit', actor_user_id: m.userId });
  });
});
