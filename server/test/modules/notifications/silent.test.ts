import * as centre from '@contract/supplier-centre';
import * as members from '@contract/members';
import * as notifications from '@contract/notifications';
import { company, member } from '../../helpers/members';
import { noticeSockets, type watch } from '../../helpers/notifications';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { nanshan } from '../supplier-centre/helpers';

/**
 * Changes without a notice that open pages still follow: a member renamed (members lists, the header's user) and
 * the company profile edited. Every open session of that supplier hears `{type:'changed', topic}`; nobody else.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { connected } = noticeSockets(() => t);

const changes = (s: ReturnType<typeof watch>) => s.received.filter((m) => m.type === 'changed').map((m) => m.topic);
/** A profile edit by `token`: its push is delivered after every earlier one (one delivery at a time, in order). */
async function editProfile(token: string) {
  const r = await nanshan(t);
  const body = {
    contactName: '赵敏',
    contactPhone: '13912345678',
    provinceCode: r.province,
    cityCode: r.city,
    districtCode: r.district,
    street: '科技园',
    businessScope: '人力资源外包',
  };
  const res = await t.call(centre.editDetail, body, { token });
  expect(res.body.flag).toBe(true);
}

describe('silent changes', () => {
  it('a rename reaches every open session of the supplier (the renamed member’s too) as a member change, writes no notice, and another supplier hears nothing', async () => {
    const c = await company(t);
    const stranger = await company(t);
    const renamed = await member(t, c, { name: '改名前', permissions: ['task:take'] });
    const admin = await connected(c.admin.token, c.supplierId);
    const own = await connected(renamed.token, c.supplierId);
    const other = await connected(stranger.admin.token, stranger.supplierId);

    const res = await t.call(
      members.edit,
      { userId: String(renamed.userId), name: '改名后', permissions: ['task:take'] },
      { token: c.admin.token },
    );
    expect(res.body.flag).toBe(true);
    expect(await own.message('changed', 2000)).toEqual({ type: 'changed', topic: 'member' });
    expect(await admin.message('changed', 2000)).toEqual({ type: 'changed', topic: 'member' });
    // The stranger's own company change arrives after anything the rename could have sent it.
    await editProfile(stranger.admin.token);
    await other.message('changed', 2000);
    expect(changes(other)).toEqual(['company']);
    const list = await t.call(notifications.noticeList, { pageSize: 100 }, { token: renamed.token });
    expect(list.body.data?.list).toEqual([]);

    // Saving the same name again changes nothing and says nothing.
    await t.call(members.edit, { userId: String(renamed.userId), name: '改名后', permissions: ['task:take'] }, { token: c.admin.token });
    await editProfile(c.admin.token);
    await own.message('changed', 2000, 2);
    expect(changes(own)).toEqual(['member', 'company']);
  });

  it('a company profile edit reaches the company’s open sessions as a company change', async () => {
    const c = await company(t);
    const stranger = await company(t);
    const colleague = await member(t, c, { permissions: ['task:take'] });
    const s = await connected(colleague.token, c.supplierId);
    const other = await connected(stranger.admin.token, stranger.supplierId);
    await editProfile(c.admin.token);
    expect(await s.message('changed', 2000)).toEqual({ type: 'changed', topic: 'company' });
    await editProfile(stranger.admin.token);
    await other.message('changed', 2000);
    expect(changes(other)).toEqual(['company']);
  });
});
