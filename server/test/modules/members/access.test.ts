import type { Endpoint } from '@contract/http';
import { PERMISSIONS } from '@contract/login';
import * as members from '@contract/members';
import { company, invite, member, memberState, smsCode, type Company, type Person } from '../../helpers/members';
import { loneUser } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Who may call what (E000403, nothing changes), another supplier's ids (E000404) and bad input (E000400, never a 500). */
let t: TestApp;
let a: Company;
let b: Company;
let worker: Person;
let manager: Person;
let invitedId: string;
let invitedUserId: number;
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await company(t);
  b = await company(t);
  worker = await member(t, a, { permissions: ['task:take', 'order:manage'] });
  manager = await member(t, a, { permissions: ['member:manage', 'task:take'] });
  ({ invitationId: invitedId, userId: invitedUserId } = await invite(t, a.admin));
  code = await smsCode(t, a.admin);
});
afterAll(() => t.close());

type Case = [string, Endpoint, () => unknown];
const id = (n: number) => String(n);

describe('permissions', () => {
  const memberManagement: Case[] = [
    ['list', members.list, () => ({ pageNum: 1, pageSize: 30 })],
    ['detail', members.detail, () => ({ userId: id(manager.userId) })],
    ['add_member', members.addMember, () => ({ phone: '13911112222', name: '新人' })],
    ['re_invite', members.reInvite, () => ({ invitationId: invitedId })],
    ['edit', members.edit, () => ({ userId: id(manager.userId), name: '改名', permissions: [] })],
    ['remove', members.remove, () => ({ userId: id(manager.userId) })],
    ['transfer_admin', members.transferAdmin, () => ({ userId: id(manager.userId), code })],
  ];

  it.each(memberManagement)('%s: a member without member:manage gets E000403 and nothing changes', async (_name, endpoint, payload) => {
    const before = await memberState(t, a.supplierId);
    const res = await t.call(endpoint, payload() as never, { token: worker.token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000403', errorMsg: expect.stringMatching(/权限|管理员/) });
    expect(await memberState(t, a.supplierId)).toBe(before);
  });

  it.each(memberManagement)('%s: a user without a supplier is told to verify first', async (_name, endpoint, payload) => {
    const lone = await loneUser(t);
    const res = await t.call(endpoint, payload() as never, { token: lone.token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000601' });
  });

  const adminOnly: Case[] = [
    ['edit permissions', members.edit, () => ({ userId: id(worker.userId), name: '王五', permissions: ['task:take'] })],
    [
      'add_member with permissions the manager lacks',
      members.addMember,
      () => ({ phone: '13911113333', name: '新人', permissions: ['bank:manage'] }),
    ],
    ['transfer_admin', members.transferAdmin, () => ({ userId: id(worker.userId), code })],
    ["edit the administrator's name", members.edit, () => ({ userId: id(a.admin.userId), name: '篡改', permissions: [...PERMISSIONS] })],
  ];

  it.each(adminOnly)('%s: a member with member:manage is refused with E000403, nothing changes', async (_name, endpoint, payload) => {
    const before = await memberState(t, a.supplierId);
    const res = await t.call(endpoint, payload() as never, { token: manager.token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000403' });
    expect(await memberState(t, a.supplierId)).toBe(before);
  });

  it('a member with member:manage lists, invites within their own permissions, renames and removes', async () => {
    expect((await t.call(members.list, {}, { token: manager.token })).body.flag).toBe(true);
    const added = await t.call(
      members.addMember,
      { phone: '13911114444', name: '新人', permissions: ['task:take'] },
      { token: manager.token },
    );
    expect(added.body.flag).toBe(true);
    const renamed = await t.call(
      members.edit,
      { userId: id(worker.userId), name: '王五', permissions: ['task:take', 'order:manage'] },
      { token: manager.token },
    );
    expect(renamed.body.flag).toBe(true);
    const listed = await t.call(members.list, { keyword: '13911114444' }, { token: manager.token });
    const invitationId = listed.body.data.list[0]?.invitationId ?? '';
    expect((await t.call(members.remove, { invitationId }, { token: manager.token })).body.flag).toBe(true);
  });

  it('anyone reads their own entry; join_supplier and invite_link_info need no permission', async () => {
    const own = await t.call(members.detail, { userId: id(worker.userId) }, { token: worker.token });
    expect(own.body.data).toMatchObject({ userId: id(worker.userId), status: 'active' });
  });
});

describe('tenant isolation', () => {
  const foreign: Case[] = [
    ['detail of a member', members.detail, () => ({ userId: id(worker.userId) })],
    ['detail of an invited account', members.detail, () => ({ userId: id(invitedUserId) })],
    ['re_invite', members.reInvite, () => ({ invitationId: invitedId })],
    ['edit a member', members.edit, () => ({ userId: id(worker.userId), name: '越权', permissions: [] })],
    ['edit an invitation', members.edit, () => ({ invitationId: invitedId, name: '越权', permissions: [] })],
    ['remove a member', members.remove, () => ({ userId: id(worker.userId) })],
    ['remove an invitation', members.remove, () => ({ invitationId: invitedId })],
    ['remove the other admin', members.remove, () => ({ userId: id(a.admin.userId) })],
    ['transfer_admin', members.transferAdmin, () => ({ userId: id(worker.userId), code: '123456' })],
  ];

  it.each(foreign)("%s: another supplier's user id is not found, nothing changes", async (_name, endpoint, payload) => {
    const before = await memberState(t, a.supplierId);
    const res = await t.call(endpoint, payload() as never, { token: b.admin.token });
    expect(res.body).toEqual({ flag: false, errorCode: 'E000404', errorMsg: '成员不存在或已被移除', data: null });
    expect(await memberState(t, a.supplierId)).toBe(before);
  });

  it("the list shows only the caller's supplier", async () => {
    const list = await t.call(members.list, { pageNum: 1, pageSize: 100 }, { token: b.admin.token });
    expect(list.body.data.list.map((m) => m.userId)).toEqual([id(b.admin.userId)]);
  });
});

describe('bad input', () => {
  const bad: [string, Endpoint, unknown, RegExp][] = [
    ['add_member: a wrong phone', members.addMember, { phone: '12345', name: '甲' }, /手机号格式不正确/],
    ['add_member: an empty name', members.addMember, { phone: '13911115555', name: '  ' }, /请输入姓名/],
    ['add_member: a name with a line break', members.addMember, { phone: '13911115555', name: '张\n三' }, /控制字符/],
    ['edit: both a user and an invitation', members.edit, { userId: '1', invitationId: '1', name: '甲', permissions: [] }, /invitationId/],
    ['remove: neither a user nor an invitation', members.remove, {}, /invitationId/],
    ['add_member: a long name', members.addMember, { phone: '13911115555', name: '长'.repeat(21) }, /20/],
    ['add_member: an unknown permission', members.addMember, { phone: '13911115555', name: '甲', permissions: ['root'] }, /不是可选的权限/],
    [
      'add_member: a repeated permission',
      members.addMember,
      { phone: '13911115555', name: '甲', permissions: ['task:take', 'task:take'] },
      /权限不能重复/,
    ],
    ['add_member: an unknown field', members.addMember, { phone: '13911115555', name: '甲', isMain: true }, /isMain/],
    ['edit: permissions missing', members.edit, { userId: '1', name: '甲' }, /permissions/],
    ['transfer_admin: a short code', members.transferAdmin, { userId: '1', code: '12' }, /验证码必须是 6 位数字/],
    ['join_supplier: a malformed code', members.joinSupplier, { inviteCode: 'abc' }, /邀请链接无效/],
    ['invite_link_info: no code', members.inviteLinkInfo, {}, /inviteCode/],
    ['list: a page size too large', members.list, { pageNum: 1, pageSize: 1000 }, /100/],
  ];

  it.each(bad)('%s: E000400 with a Chinese message, nothing changes', async (_name, endpoint, payload, message) => {
    const before = await memberState(t, a.supplierId);
    const res = await t.call(endpoint, payload as never, { token: a.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringMatching(message) });
    expect(await memberState(t, a.supplierId)).toBe(before);
  });

  it.each(['abc', '0', '99999999999', '-1', '1e3'])('user or invitation id %s is "not found", never a 500', async (raw) => {
    for (const [endpoint, body] of [
      [members.detail, { userId: raw }],
      [members.remove, { userId: raw }],
      [members.reInvite, { invitationId: raw }],
      [members.remove, { invitationId: raw }],
    ] as const) {
      const res = await t.call(endpoint, body as never, { token: a.admin.token });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000404' });
    }
  });

  it("an invited account's user id reaches nothing: detail, edit and remove take a pending invitation by its own id only", async () => {
    const before = await memberState(t, a.supplierId);
    expect((await t.call(members.detail, { userId: id(invitedUserId) }, { token: a.admin.token })).body.errorCode).toBe('E000404');
    expect((await t.call(members.remove, { userId: id(invitedUserId) }, { token: a.admin.token })).body.errorCode).toBe('E000404');
    const edit = await t.call(members.edit, { userId: id(invitedUserId), name: '改名', permissions: [] }, { token: a.admin.token });
    expect(edit.body.errorCode).toBe('E000404');
    expect(await memberState(t, a.supplierId)).toBe(before);
  });

  it('an invitation link with an unknown code is refused without login, never a 500', async () => {
    const res = await t.call(members.inviteLinkInfo, { inviteCode: 'x'.repeat(43) });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000404', errorMsg: expect.stringContaining('邀请链接无效') });
  });
});
