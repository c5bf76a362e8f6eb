import * as members from '@contract/members';
import * as notifications from '@contract/notifications';
import { NOTICE_SOCKET_CLOSE } from '@contract/notifications.meta';
import * as verification from '@contract/verification';
import { issueContract, runOps } from '../../helpers/agreements';
import { writeTempFile } from '../../helpers/temp-file';
import { orderFor } from '../../helpers/candidates';
import { company, invite, member, smsCode, type Company } from '../../helpers/members';
import { noticeSockets } from '../../helpers/notifications';
import { loginAs } from '../../helpers/session';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';
import { companyBody, scriptedOcr } from '../../helpers/verification';

/** Every change that concerns a supplier or a member writes its notice in the change's transaction, to the right people only. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ocr: scriptedOcr(null) });
});
afterAll(() => t.close());
const { connected } = noticeSockets(() => t);

const noticesOf = async (token: string) => {
  const res = await t.call(notifications.noticeList, { pageSize: 100 }, { token });
  if (!res.body.flag) throw new Error(res.body.errorMsg ?? 'list refused');
  return res.body.data.list;
};
const typesOf = async (token: string) => (await noticesOf(token)).map((n) => n.type);

describe('verification decided', () => {
  async function submitted(seed: number) {
    const token = (await loginAs(t, uniquePhone())).token;
    const res = await t.call(verification.companyAuth, await companyBody(t, token, seed, `通知测试有限公司${seed}`), { token });
    if (!res.body.flag) throw new Error(res.body.errorMsg ?? 'submit failed');
    return { token, supplierId: res.body.data.supplierId };
  }

  it('approval and rejection (with the reason) reach every member of that supplier, linking to 身份认证; another supplier hears nothing', async () => {
    const stranger = await company(t);
    const a = await submitted(701);
    const b = await submitted(702);
    await runOps(t, 'review-verification', { supplier: a.supplierId, approve: 'true' });
    await runOps(t, 'review-verification', { supplier: b.supplierId, reject: 'true', reason: '营业执照不清晰' });
    expect(await noticesOf(a.token)).toEqual([
      expect.objectContaining({
        kind: 'verification',
        type: 'verification_approved',
        objectId: a.supplierId,
        title: '企业认证已通过',
        link: '/authentication/company',
      }),
    ]);
    expect(await noticesOf(b.token)).toEqual([
      expect.objectContaining({
        type: 'verification_rejected',
        objectId: b.supplierId,
        title: '企业认证未通过',
        body: '驳回原因：营业执照不清晰',
      }),
    ]);
    expect(await noticesOf(stranger.admin.token)).toEqual([]);
  });
});

describe('agreements', () => {
  it('a partial contract reaches the supplier’s signers only; a new framework version reaches every supplier’s signers', async () => {
    const boss = await supplierMember(t);
    const other = await supplierMember(t);
    const { orderId } = await orderFor(t, boss, { title: '补充合同通知岗位' });
    const c = await issueContract(t, boss.supplierId, orderId);
    expect((await noticesOf(boss.token)).find((n) => n.type === 'partial_contract')).toMatchObject({
      kind: 'agreement',
      objectId: c.agreementId,
      link: `/signPartialContract/${c.agreementId}/${c.mainId}`,
    });
    expect(await typesOf(other.token)).not.toContain('partial_contract');
    const published = await runOps(t, 'publish-agreement', { file: writeTempFile('第二版协议正文', 'v2.txt') });
    const id = published.ok ? String(published.data.agreementId) : '';
    for (const m of [boss, other])
      expect((await noticesOf(m.token)).find((n) => n.type === 'framework_agreement')).toMatchObject({
        objectId: id,
        link: '/myUserInfo/agreements',
      });
  });
});

describe('members', () => {
  let c: Company;
  beforeAll(async () => {
    c = await company(t);
  });

  it('withdrawing an invitation tells nobody', async () => {
    const { invitationId } = await invite(t, c.admin);
    const before = (await noticesOf(c.admin.token)).length;
    expect((await t.call(members.remove, { invitationId }, { token: c.admin.token })).body.flag).toBe(true);
    expect(await noticesOf(c.admin.token)).toHaveLength(before);
  });

  it('a join tells the managers; a permission change tells the member; a transfer tells both administrators; nobody else', async () => {
    const stranger = await company(t);
    const plain = await member(t, c, { name: '普通成员', permissions: ['task:take'] });
    expect((await noticesOf(c.admin.token)).find((n) => n.type === 'member_joined')).toMatchObject({
      objectId: String(plain.userId),
      title: '普通成员 已加入企业',
    });
    expect(await typesOf(plain.token)).toEqual([]);
    await t.call(
      members.edit,
      { userId: String(plain.userId), name: '普通成员', permissions: ['task:take', 'order:manage'] },
      { token: c.admin.token },
    );
    expect((await noticesOf(plain.token)).map((n) => [n.type, n.objectId])).toEqual([['member_permissions', String(plain.userId)]]);
    const code = await smsCode(t, c.admin);
    expect((await t.call(members.transferAdmin, { userId: String(plain.userId), code }, { token: c.admin.token })).body.flag).toBe(true);
    expect((await noticesOf(plain.token))[0]).toMatchObject({ type: 'admin_transferred', title: expect.stringContaining('的管理员') });
    expect((await noticesOf(c.admin.token))[0]).toMatchObject({ type: 'admin_transferred', title: '管理员已转让给 普通成员' });
    expect(await noticesOf(stranger.admin.token)).toEqual([]);
  });

  it('a removed member’s open socket is told the company’s name, then closed; the other managers hear of it', async () => {
    const c2 = await company(t);
    const manager = await member(t, c2, { permissions: ['member:manage'] });
    const gone = await member(t, c2);
    const s = await connected(gone.token, c2.supplierId);
    expect((await t.call(members.remove, { userId: String(gone.userId) }, { token: c2.admin.token })).body.flag).toBe(true);
    const name = (await t.db.selectFrom('supplier').select('name').where('id', '=', c2.supplierId).executeTakeFirstOrThrow()).name;
    expect(await s.message('ended', 2000)).toEqual({ type: 'ended', errorCode: 'E000022', message: `您已被移出 ${name}` });
    expect(await s.closed(2000)).toEqual({ code: NOTICE_SOCKET_CLOSE.sessionEnded, reason: 'E000022' });
    expect((await noticesOf(manager.token)).find((n) => n.type === 'member_removed')).toMatchObject({
      objectId: String(gone.userId),
      link: '/myUserInfo/members',
    });
    // The remover needs no notice of their own act.
    expect(await typesOf(c2.admin.token)).not.toContain('member_removed');
  });
});

describe('written in the change’s transaction', () => {
  it('a change that rolls back leaves no notice and pushes nothing', async () => {
    const boss = await supplierMember(t);
    const s = await connected(boss.token, boss.supplierId);
    const notices = t.ctx.notices;
    const failed = notices.withNotices(async (trx, add) => {
      add(
        await notices.notifyMembers(
          trx,
          { supplierId: boss.supplierId },
          { type: 'member_joined', objectId: 1, title: '不会出现', body: '' },
        ),
      );
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await noticesOf(boss.token)).toEqual([]);
    // Nothing was published: the push would have gone out synchronously on this single server.
    expect(s.received.filter((m) => m.type !== 'ready')).toEqual([]);
  });
});
