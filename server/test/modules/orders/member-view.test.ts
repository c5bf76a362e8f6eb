import * as login from '@contract/login';
import * as members from '@contract/members';
import * as orders from '@contract/orders';
import { orderFor } from '../../helpers/candidates';
import { loginAs } from '../../helpers/session';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';

/** What a member sees of the supplier's orders: the overview's count and the 分配给 of each order. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function colleague(admin: Member): Promise<Member & { phone: string }> {
  const now = t.clock();
  const phone = uniquePhone();
  const user = await t.db
    .insertInto('app_user')
    .values({ phone, user_name: `同事${phone.slice(-4)}`, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const authList = ['task:take', 'order:manage', 'candidate:manage'];
  await t.db
    .insertInto('supplier_member')
    .values({ supplier_id: admin.supplierId, user_id: user.id, is_main: false, auth_list: authList, joined_at: now })
    .execute();
  return { token: (await loginAs(t, phone)).token, userId: user.id, supplierId: admin.supplierId, phone };
}

const overview = async (token: string) => (await t.call(login.getHomePageUserInfo, {}, { token })).body.data.takenOrderCount;
const allCount = async (token: string) => (await t.call(orders.myOrderList, { pageNum: 1, pageSize: 30 }, { token })).body.data.counts.all;

describe("a member's overview", () => {
  it('counts the orders their own order list shows (全部), not the whole supplier’s', async () => {
    const admin = await supplierMember(t);
    const mine = await colleague(admin);
    const fresh = await colleague(admin);
    await orderFor(t, admin);
    await orderFor(t, admin);
    const given = await orderFor(t, admin);
    await orderFor(t, mine);
    await t.call(orders.distributeOrder, { orderId: given.orderId, userIds: [String(mine.userId)] }, { token: admin.token });

    expect(await overview(admin.token)).toBe(4);
    expect(await allCount(admin.token)).toBe(4);
    expect(await overview(mine.token)).toBe(2);
    expect(await allCount(mine.token)).toBe(2);
    // Joined a moment ago, nothing taken or given: 0, as their list says.
    expect(await overview(fresh.token)).toBe(0);
    expect(await allCount(fresh.token)).toBe(0);
  });

  it('is 0 for a member without the order permission, whose order list is closed to them', async () => {
    const admin = await supplierMember(t);
    await orderFor(t, admin);
    const phone = uniquePhone();
    const now = t.clock();
    const user = await t.db
      .insertInto('app_user')
      .values({ phone, user_name: '只看结算', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('supplier_member')
      .values({ supplier_id: admin.supplierId, user_id: user.id, is_main: false, auth_list: ['settlement:view'], joined_at: now })
      .execute();
    expect(await overview((await loginAs(t, phone)).token)).toBe(0);
  });
});

describe('分配给 after a removal', () => {
  it('a removed member is no longer listed as an assignee, nor offered in the picker', async () => {
    const admin = await supplierMember(t);
    const stays = await colleague(admin);
    const leaves = await colleague(admin);
    const order = await orderFor(t, admin);
    await t.call(
      orders.distributeOrder,
      { orderId: order.orderId, userIds: [String(stays.userId), String(leaves.userId)] },
      { token: admin.token },
    );
    const assignees = async () =>
      (await t.call(orders.myOrderList, { pageNum: 1, pageSize: 30 }, { token: admin.token })).body.data.list
        .find((o) => o.orderId === order.orderId)!
        .assignees.map((a) => a.userId);
    expect(await assignees()).toEqual([String(stays.userId), String(leaves.userId)]);

    expect((await t.call(members.remove, { userId: String(leaves.userId) }, { token: admin.token })).body.flag).toBe(true);
    expect(await assignees()).toEqual([String(stays.userId)]);
    const picker = (await t.call(orders.getOrderMemberList, { orderId: order.orderId }, { token: admin.token })).body.data;
    expect(picker.map((m) => m.userId)).not.toContain(String(leaves.userId));
    expect(picker.find((m) => m.userId === String(stays.userId))).toMatchObject({ assigned: true });
  });
});
