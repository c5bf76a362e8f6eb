import * as agreements from '@contract/agreements';
import * as audit from '@contract/audit';
import * as login from '@contract/login';
import * as members from '@contract/members';
import * as user from '@contract/user';
import * as verification from '@contract/verification';
import { company, invite, member } from '../../helpers/members';
import { loginAs } from '../../helpers/session';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';
import { companyBody, personBody, scriptedOcr } from '../../helpers/verification';

/** A person's name: given once (update_name, or taken from a verification), then shown wherever they appear. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ocr: scriptedOcr(null) });
});
afterAll(() => t.close());

const nameOf = async (token: string) => (await t.call(login.getLoginInfo, {}, { token })).body.data.userName;
const rename = (token: string, name: string) => t.call(user.updateName, { name }, { token });

describe('update_name', () => {
  it('a new account carries the placeholder until its person names themselves; the name is trimmed', async () => {
    const phone = uniquePhone();
    const { token } = await loginAs(t, phone);
    expect(await nameOf(token)).toBe(`用户${phone.slice(-4)}`);
    expect(user.hasOwnName(await nameOf(token))).toBe(false);
    const res = await rename(token, '  陈志强 ');
    expect(res.body).toEqual({ flag: true, errorCode: null, errorMsg: null, data: { userName: '陈志强' } });
    expect(await nameOf(token)).toBe('陈志强');
  });

  it.each([
    ['empty', '   ', '请输入姓名'],
    ['too long', '长'.repeat(21), '姓名不能超过 20 个字'],
    ['a line break', '陈\n志强', '姓名不能包含换行、制表符等控制字符'],
    ['a zero-width space', '陈\u200b志强', '姓名不能包含换行、制表符等控制字符'],
    ['the placeholder', '用户0001', '请填写您的真实姓名'],
  ])('%s is refused with a Chinese message and nothing changes', async (_what, name, message) => {
    const phone = uniquePhone();
    const { token } = await loginAs(t, phone);
    const res = await rename(token, name);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringContaining(message) });
    expect(await nameOf(token)).toBe(`用户${phone.slice(-4)}`);
  });

  it('needs a login', async () => {
    expect((await rename('', '陈志强')).status).toBe(401);
  });
});

describe('the name on records', () => {
  it('the framework agreement is signed in the name the signer gave, not the placeholder', async () => {
    const m = await supplierMember(t, { signAgreement: false });
    await rename(m.token, '孙立新');
    const agreementId = String(
      (await t.db.selectFrom('framework_agreement').select('id').orderBy('version', 'desc').executeTakeFirstOrThrow()).id,
    );
    const signed = await t.call(agreements.agreementSigning, { agreementId }, { token: m.token });
    expect(signed.body.data).toMatchObject({ signerName: '孙立新' });
  });

  it("the audit trail names the actor, and records a member's rename", async () => {
    const c = await company(t);
    const m = await member(t, c, { name: '邀请时的名字' });
    await rename(m.token, '周大伟');
    const trail = (await t.call(audit.auditList, { pageNum: 1, pageSize: 10 }, { token: c.admin.token })).body.data.list;
    expect(trail[0]).toMatchObject({ action: 'member.edit', actorName: '周大伟', detail: expect.stringContaining('周大伟') });
    expect(trail.find((e) => e.action === 'member.join')).toMatchObject({ actorName: '周大伟' });
    const roster = (await t.call(members.list, {}, { token: c.admin.token })).body.data.list;
    expect(roster.find((r) => r.userId === String(m.userId))).toMatchObject({ name: '周大伟' });
  });

  it('an invitation names the inviter by their name; joining keeps a name the invitee gave before', async () => {
    const c = await company(t);
    await rename(c.admin.token, '王建国');
    const { code, phone } = await invite(t, c.admin, { name: '小陈' });
    expect((await t.call(members.inviteLinkInfo, { inviteCode: code })).body.data).toMatchObject({ inviterName: '王建国' });
    const { token } = await loginAs(t, phone);
    await rename(token, '陈志强');
    expect((await t.call(members.joinSupplier, { inviteCode: code }, { token })).body.flag).toBe(true);
    expect(await nameOf(token)).toBe('陈志强');
    const detail = await t.call(members.detail, { userId: (await t.call(login.getLoginInfo, {}, { token })).body.data.userId }, { token });
    expect(detail.body.data).toMatchObject({ name: '陈志强', invitedBy: null });
  });

  it("a joining invitee without a name of their own takes the inviter's name for them", async () => {
    const c = await company(t);
    const { code, phone } = await invite(t, c.admin, { name: '李娜' });
    const { token } = await loginAs(t, phone);
    expect((await t.call(members.joinSupplier, { inviteCode: code }, { token })).body.flag).toBe(true);
    expect(await nameOf(token)).toBe('李娜');
  });
});

describe('verification', () => {
  it('the legal representative who confirms it is named after the licence', async () => {
    const { token } = await loginAs(t, uniquePhone());
    const res = await t.call(verification.companyAuth, { ...(await companyBody(t, token, 7101)), takeName: true }, { token });
    expect(res.body.flag).toBe(true);
    expect(await nameOf(token)).toBe('王建国');
  });

  it("the ID card's holder who confirms it is named after the card", async () => {
    const { token } = await loginAs(t, uniquePhone());
    const res = await t.call(verification.personAuth, { ...(await personBody(t, token, 7102, '陈志强')), takeName: true }, { token });
    expect(res.body.flag).toBe(true);
    expect(await nameOf(token)).toBe('陈志强');
  });

  it('an applicant who does not confirm keeps their own name', async () => {
    const phone = uniquePhone();
    const { token } = await loginAs(t, phone);
    await rename(token, '代办人');
    const res = await t.call(verification.companyAuth, { ...(await companyBody(t, token, 7103)), takeName: false }, { token });
    expect(res.body.flag).toBe(true);
    expect(await nameOf(token)).toBe('代办人');
  });
});
