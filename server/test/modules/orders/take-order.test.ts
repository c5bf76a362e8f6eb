import { VERIFY_STATUS } from '@contract/login';
import * as orders from '@contract/orders';
import { DEMO, loginAs } from '../../helpers/session';
import { insertTask, loneUser, supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { raceTest, warmPool } from '../../helpers/races';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const take = (taskId: number, token: string) => t.call(orders.takeOrder, { taskId: String(taskId) }, { token });
const taskRow = (id: number) =>
  t.db.selectFrom('task').select(['taken_count', 'person_number', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
const ordersOf = (taskId: number) => t.db.selectFrom('task_order').selectAll().where('task_id', '=', taskId).execute();

describe('wechat_order/auth/take: who may take', () => {
  it('takes an order for a verified supplier, from the session, and counts the place', async () => {
    const id = await insertTask(t, { person_number: 5, taken_count: 1 });
    const member = await supplierMember(t);
    const res = await take(id, member.token);
    expect(res.body).toMatchObject({ flag: true, data: { orderId: expect.stringMatching(/^\d+$/) } });
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({ id: Number(res.body.data.orderId), supplier_id: member.supplierId, taken_by: member.userId, status: 1 });
    expect(await taskRow(id)).toMatchObject({ taken_count: 2, status: 1 });
  });

  it('lets the demo administrator take an order', async () => {
    const id = await insertTask(t);
    const { token } = await loginAs(t, DEMO.admin);
    expect((await take(id, token)).body.flag).toBe(true);
  });

  it.each([VERIFY_STATUS.unverified, VERIFY_STATUS.reviewing, VERIFY_STATUS.rejected])(
    'refuses a supplier whose verify status is %i',
    async (verifyStatus) => {
      const id = await insertTask(t);
      const member = await supplierMember(t, { verifyStatus });
      expect((await take(id, member.token)).body).toMatchObject({
        flag: false,
        errorCode: 'E000601',
        errorMsg: '请先完成企业认证后再接单',
      });
      expect(await ordersOf(id)).toHaveLength(0);
      expect((await taskRow(id)).taken_count).toBe(0);
    },
  );

  it('refuses a user who belongs to no supplier', async () => {
    const id = await insertTask(t);
    const { token } = await loneUser(t);
    expect((await take(id, token)).body).toMatchObject({
      flag: false,
      errorCode: 'E000601',
      errorMsg: '您还没有加入供应商企业，请先完成企业认证后再接单',
    });
  });

  it('refuses a member without the task:take permission', async () => {
    const id = await insertTask(t);
    const member = await supplierMember(t, { authList: ['settlement:view'] });
    expect((await take(id, member.token)).body).toMatchObject({
      flag: false,
      errorCode: 'E000403',
      errorMsg: '您没有接单权限，请联系企业管理员开通',
    });
  });

  it('ignores any supplier named in the payload or claimed in a header', async () => {
    const id = await insertTask(t);
    const member = await supplierMember(t);
    const other = await supplierMember(t);
    const res = await t.post(
      `/api/jy-turing-suppliers${orders.takeOrder.path}`,
      { taskId: String(id), supplierId: String(other.supplierId) },
      { token: member.token },
    );
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: 'supplierId：不允许的字段' });
    const claimed = await t.call(
      orders.takeOrder,
      { taskId: String(id) },
      { token: member.token, headers: { suppliersid: String(other.supplierId) } },
    );
    expect(claimed.body).toMatchObject({ flag: false, errorCode: 'E000050' });
    expect(await ordersOf(id)).toHaveLength(0);
  });

  it('needs a login', async () => {
    expect((await t.call(orders.takeOrder, { taskId: '1' })).status).toBe(401);
  });
});

describe('wechat_order/auth/take: which tasks', () => {
  it('never twice for the same task and supplier', async () => {
    const id = await insertTask(t);
    const member = await supplierMember(t);
    expect((await take(id, member.token)).body.flag).toBe(true);
    expect((await take(id, member.token)).body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '您已接过该任务的订单' });
    expect(await ordersOf(id)).toHaveLength(1);
    expect((await taskRow(id)).taken_count).toBe(1);
  });

  it('marks the task full with its last place, then refuses', async () => {
    const id = await insertTask(t, { person_number: 2, taken_count: 1 });
    const [a, b] = [await supplierMember(t), await supplierMember(t)];
    expect((await take(id, a.token)).body.flag).toBe(true);
    expect(await taskRow(id)).toEqual({ taken_count: 2, person_number: 2, status: 4 });
    expect((await take(id, b.token)).body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '该任务名额已满' });
    // The supplier that took the last place hears that it already has the order.
    expect((await take(id, a.token)).body.errorMsg).toBe('您已接过该任务的订单');
  });

  it('refuses a closed or paused task, and an unknown one', async () => {
    const member = await supplierMember(t);
    for (const status of [2, 3]) {
      const id = await insertTask(t, { status });
      expect((await take(id, member.token)).body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '任务已下架' });
    }
    for (const taskId of ['987654321', 'abc']) {
      expect((await t.call(orders.takeOrder, { taskId }, { token: member.token })).body).toMatchObject({
        flag: false,
        errorCode: 'E000404',
        errorMsg: '任务不存在',
      });
    }
  });
});

describe('wechat_order/auth/take: races', () => {
  let racers: Member[];
  beforeAll(async () => {
    racers = [];
    for (let i = 0; i < 8; i++) racers.push(await supplierMember(t));
    await warmPool(t.db);
  });

  raceTest('two suppliers racing for the last place: exactly one order', async () => {
    // Several such tasks at once, so on PostgreSQL the two takes of some task surely overlap in time.
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await insertTask(t, { person_number: 5, taken_count: 4 }));
    const results = await Promise.all(ids.map((id) => Promise.all(racers.slice(0, 2).map((r) => take(id, r.token)))));
    for (const [i, pair] of results.entries()) {
      expect(pair.filter((r) => r.body.flag)).toHaveLength(1);
      expect(pair.find((r) => !r.body.flag)!.body.errorMsg).toBe('该任务名额已满');
      expect(await ordersOf(ids[i])).toHaveLength(1);
      expect(await taskRow(ids[i])).toEqual({ taken_count: 5, person_number: 5, status: 4 });
    }
  });

  raceTest('eight suppliers racing for three places: exactly three orders', async () => {
    const id = await insertTask(t, { person_number: 3, taken_count: 0 });
    const results = await Promise.all(racers.map((r) => take(id, r.token)));
    const won = results.filter((r) => r.body.flag);
    expect(won).toHaveLength(3);
    for (const r of results.filter((x) => !x.body.flag)) expect(r.body.errorMsg).toBe('该任务名额已满');
    const rows = await ordersOf(id);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((o) => o.supplier_id)).size).toBe(3);
    expect(await taskRow(id)).toEqual({ taken_count: 3, person_number: 3, status: 4 });
  });

  raceTest('one supplier double-clicking: one order, one place', async () => {
    const id = await insertTask(t, { person_number: 10 });
    const results = await Promise.all([1, 2, 3, 4].map(() => take(id, racers[0].token)));
    expect(results.filter((r) => r.body.flag)).toHaveLength(1);
    for (const r of results.filter((x) => !x.body.flag)) expect(r.body.errorMsg).toBe('您已接过该任务的订单');
    expect(await ordersOf(id)).toHaveLength(1);
    expect((await taskRow(id)).taken_count).toBe(1);
  });
});
