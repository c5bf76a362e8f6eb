import { PERMISSIONS } from '@contract/login';
import * as candidates from '@contract/candidates';
import * as orders from '@contract/orders';
import { orderFor, person } from '../../helpers/candidates';
import { loginAs } from '../../helpers/session';
import { insertTask, supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member (not the administrator) of `admin`'s supplier. */
async function colleague(admin: Member, authList: string[] = ['task:take', 'order:manage', 'candidate:manage']): Promise<Member> {
  const now = t.clock();
  const phone = uniquePhone();
  const user = await t.db
    .insertInto('app_user')
    .values({ phone, user_name: `同事${phone.slice(-4)}`, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('supplier_member')
    .values({ supplier_id: admin.supplierId, user_id: user.id, is_main: false, auth_list: authList, joined_at: now })
    .execute();
  const { token } = await loginAs(t, phone);
  return { token, userId: user.id, supplierId: admin.supplierId };
}

const list = (token: string, q: Partial<orders.MyOrderListRequest> = {}) =>
  t.call(orders.myOrderList, { pageNum: 1, pageSize: 30, ...q }, { token });

describe('pc_order/auth/my_order_list', () => {
  it('lists the supplier orders newest first with status counts, keyword and candidate counts', async () => {
    const admin = await supplierMember(t);
    const first = await orderFor(t, admin, {
      title: '电子厂普工',
      company_name: '苏州精密电子有限公司',
      reward_unit: 'person',
      reward_amount: 150000,
    });
    const second = await orderFor(t, admin, { title: '仓库分拣员' });
    const third = await orderFor(t, admin, { title: '快递分拣' });
    await t.db.updateTable('task_order').set({ status: 2 }).where('id', '=', Number(third.orderId)).execute();
    await t.call(candidates.addCandidate, { orderId: first.orderId, ...person(t) }, { token: admin.token });

    const all = (await list(admin.token)).body.data;
    expect(all.counts).toEqual({ all: 3, ongoing: 2, finished: 1, cancelled: 0 });
    expect(all.list.map((o) => o.orderId)).toEqual([third.orderId, second.orderId, first.orderId]);
    expect(all.list[2]).toMatchObject({
      taskId: String(first.taskId),
      taskTitle: '电子厂普工',
      companyName: '苏州精密电子有限公司',
      rewardAmount: 150000,
      rewardUnit: 'person',
      rewardUnitLabel: '元/人',
      status: 'ongoing',
      statusLabel: '进行中',
      takenBy: { userId: String(admin.userId) },
      assignees: [],
      candidateCounts: { all: 1, submitted: 1 },
    });
    const finished = (await list(admin.token, { status: 'finished' })).body.data;
    expect(finished).toMatchObject({ total: 1, list: [{ orderId: third.orderId, statusLabel: '已完成' }] });
    const kw = (await list(admin.token, { keyword: '分拣' })).body.data;
    expect(kw.counts).toEqual({ all: 2, ongoing: 1, finished: 1, cancelled: 0 });
    expect((await list(admin.token, { keyword: '精密' })).body.data.list.map((o) => o.orderId)).toEqual([first.orderId]);
    expect((await list(admin.token, { keyword: '%' })).body.data.total).toBe(0);
    const paged = (await list(admin.token, { pageNum: 2, pageSize: 2 })).body.data;
    expect(paged).toMatchObject({ total: 3, pageNum: 2, pageSize: 2, list: [{ orderId: first.orderId }] });
    expect((await list(admin.token, { pageNum: 9 })).body.data).toMatchObject({ total: 3, list: [] });
  });

  it('shows a member the orders they took and the ones distributed to them, nothing else', async () => {
    const admin = await supplierMember(t);
    const m1 = await colleague(admin);
    const m2 = await colleague(admin);
    const byAdmin = await orderFor(t, admin);
    const byM1 = await orderFor(t, m1);
    const distributed = await orderFor(t, admin);
    const res = await t.call(
      orders.distributeOrder,
      { orderId: distributed.orderId, userIds: [String(m2.userId), String(m1.userId)] },
      { token: admin.token },
    );
    expect(res.body).toMatchObject({
      flag: true,
      data: { orderId: distributed.orderId, assignees: [{ userId: String(m2.userId) }, { userId: String(m1.userId) }] },
    });

    expect((await list(admin.token)).body.data.list.map((o) => o.orderId)).toEqual([distributed.orderId, byM1.orderId, byAdmin.orderId]);
    expect((await list(m1.token)).body.data.list.map((o) => o.orderId)).toEqual([distributed.orderId, byM1.orderId]);
    expect((await list(m2.token)).body.data.list.map((o) => o.orderId)).toEqual([distributed.orderId]);
    expect((await t.call(orders.goingOrderList, {}, { token: m2.token })).body.data.map((o) => o.orderId)).toEqual([distributed.orderId]);
    // Not distributed to m2: "not found", like another supplier's.
    expect(
      (await t.call(candidates.talentList, { orderId: byAdmin.orderId, pageNum: 1, pageSize: 30 }, { token: m2.token })).body,
    ).toMatchObject({ errorCode: 'E000404', errorMsg: '订单不存在' });
    expect((await t.call(candidates.addCandidate, { orderId: distributed.orderId, ...person(t) }, { token: m2.token })).body.flag).toBe(
      true,
    );

    // Redistributing replaces the list.
    await t.call(orders.distributeOrder, { orderId: distributed.orderId, userIds: [String(m1.userId)] }, { token: admin.token });
    expect((await list(m2.token)).body.data.total).toBe(0);
    const members = (await t.call(orders.getOrderMemberList, { orderId: distributed.orderId }, { token: admin.token })).body.data;
    expect(members.map((m) => [m.userId, m.isMain, m.assigned])).toEqual([
      [String(admin.userId), true, false],
      [String(m1.userId), false, true],
      [String(m2.userId), false, false],
    ]);
    // A member sees colleagues' numbers masked.
    const seenByM2 = (await t.call(orders.getOrderMemberList, {}, { token: m2.token })).body.data;
    expect(seenByM2.find((m) => m.userId === String(m1.userId))!.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
  });

  it('only the administrator distributes, only to its own members', async () => {
    const admin = await supplierMember(t);
    const m1 = await colleague(admin);
    const stranger = await supplierMember(t);
    const own = await orderFor(t, m1);
    expect((await t.call(orders.distributeOrder, { orderId: own.orderId, userIds: [] }, { token: m1.token })).body).toMatchObject({
      errorCode: 'E000403',
      errorMsg: '只有企业管理员可以分配订单',
    });
    expect(
      (await t.call(orders.distributeOrder, { orderId: own.orderId, userIds: [String(stranger.userId)] }, { token: admin.token })).body,
    ).toMatchObject({ errorCode: 'E000404', errorMsg: expect.stringContaining('成员不存在') });
    expect((await t.call(orders.distributeOrder, { orderId: own.orderId, userIds: ['x'] }, { token: admin.token })).body).toMatchObject({
      errorCode: 'E000404',
    });
    expect(await t.db.selectFrom('order_assignee').selectAll().where('order_id', '=', Number(own.orderId)).execute()).toHaveLength(0);
  });

  it('needs order:manage (and candidate:manage for the picker), enforced by the server', async () => {
    const admin = await supplierMember(t);
    const noOrders = await colleague(admin, ['task:take', 'candidate:manage']);
    const noCandidates = await colleague(admin, ['task:take', 'order:manage']);
    expect((await list(noOrders.token)).body).toMatchObject({
      flag: false,
      errorCode: 'E000403',
      errorMsg: '您没有订单管理权限，请联系企业管理员开通',
    });
    expect((await t.call(orders.getOrderMemberList, {}, { token: noOrders.token })).body).toMatchObject({ errorCode: 'E000403' });
    expect((await t.call(orders.goingOrderList, {}, { token: noCandidates.token })).body).toMatchObject({ errorCode: 'E000403' });
    expect((await t.call(orders.myCommission, {}, { token: noCandidates.token })).body).toMatchObject({ errorCode: 'E000403' });
    expect((await list(admin.token)).body.flag).toBe(true);
    expect(PERMISSIONS).toContain('order:manage');
  });

  it('refuses bad paging and status with E000400 naming the field', async () => {
    const admin = await supplierMember(t);
    expect((await list(admin.token, { pageSize: 500 })).body).toMatchObject({
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('pageSize'),
    });
    expect((await list(admin.token, { status: 'lost' as never })).body).toMatchObject({
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('status：不是可选的订单状态'),
    });
    expect((await list(admin.token, { pageNum: '1' as never })).body).toMatchObject({
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('pageNum'),
    });
  });

  it('take order answers the new order id, which the list shows', async () => {
    const admin = await supplierMember(t);
    const taskId = await insertTask(t);
    const taken = await t.call(orders.takeOrder, { taskId: String(taskId) }, { token: admin.token });
    expect((await list(admin.token)).body.data.list[0]!.orderId).toBe(taken.body.data.orderId);
  });
});
