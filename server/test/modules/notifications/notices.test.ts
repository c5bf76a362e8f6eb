import * as candidates from '@contract/candidates';
import * as notifications from '@contract/notifications';
import * as orders from '@contract/orders';
import { runCommand } from '../../../src/ops/runner';
import { orderFor, person } from '../../helpers/candidates';
import { addMember, noticesOf, remindSettings } from '../../helpers/notifications';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createTask = async (flags: Record<string, string>) => {
  const out = await runCommand('create-task', flags, t.ctx);
  if (!out.ok) throw new Error(out.error);
  return String(out.data.taskId);
};
const remindersOf = async (m: Member, taskId: string) =>
  (await noticesOf(t, m)).list.filter((n) => n.kind === 'task_remind' && n.link === `/findJob/workDetail/${taskId}`);

describe('task reminders from ops create-task', () => {
  it('reach exactly the members whose enabled settings match city, position type and reward floor', async () => {
    const boss = await supplierMember(t);
    const people = {
      everything: boss,
      shanghai: await addMember(t, boss.supplierId),
      shenzhen: await addMember(t, boss.supplierId),
      category: await addMember(t, boss.supplierId),
      otherType: await addMember(t, boss.supplierId),
      floorMet: await addMember(t, boss.supplierId),
      floorMissed: await addMember(t, boss.supplierId),
      otherUnit: await addMember(t, boss.supplierId),
      anyUnitFloor: await addMember(t, boss.supplierId),
      off: await addMember(t, boss.supplierId),
      noSettings: await addMember(t, boss.supplierId),
    };
    await remindSettings(t, people.everything, { enabled: true });
    await remindSettings(t, people.shanghai, { enabled: true, cityCodes: ['310100'] });
    await remindSettings(t, people.shenzhen, { enabled: true, cityCodes: ['440300'] });
    await remindSettings(t, people.category, { enabled: true, positionTypeIds: ['100'] });
    await remindSettings(t, people.otherType, { enabled: true, positionTypeIds: ['102'] });
    await remindSettings(t, people.floorMet, { enabled: true, rewardFloor: 2550, rewardUnit: 'hour' });
    await remindSettings(t, people.floorMissed, { enabled: true, rewardFloor: 2551, rewardUnit: 'hour' });
    await remindSettings(t, people.otherUnit, { enabled: true, rewardFloor: 100, rewardUnit: 'day' });
    await remindSettings(t, people.anyUnitFloor, { enabled: true, rewardFloor: 3000 });
    await remindSettings(t, people.off, { enabled: false, cityCodes: ['310100'] });

    const taskId = await createTask({ city: '上海市', position: '101', reward: '25.5', unit: 'hour', title: '提醒测试岗位' });
    const got: string[] = [];
    for (const [name, m] of Object.entries(people)) if ((await remindersOf(m, taskId)).length === 1) got.push(name);
    expect(got.sort()).toEqual(['category', 'everything', 'floorMet', 'shanghai'].sort());
    const [notice] = await remindersOf(people.shanghai, taskId);
    expect(notice).toMatchObject({ title: '新任务：提醒测试岗位', read: false, body: expect.stringContaining('上海市') });
    expect(notice!.body).toContain('25.50 元/小时');
  });

  it('skip a removed member and a disabled supplier, and are not written for a task that is not open', async () => {
    const boss = await supplierMember(t);
    const leaver = await addMember(t, boss.supplierId);
    await remindSettings(t, boss, { enabled: true, cityCodes: ['320500'] });
    await remindSettings(t, leaver, { enabled: true, cityCodes: ['320500'] });
    await t.db.deleteFrom('supplier_member').where('user_id', '=', leaver.userId).execute();
    const other = await supplierMember(t);
    await remindSettings(t, other, { enabled: true, cityCodes: ['320500'] });
    await t.db.updateTable('supplier').set({ disabled_at: t.clock() }).where('id', '=', other.supplierId).execute();
    const taskId = await createTask({ city: '320500' });
    expect(await remindersOf(boss, taskId)).toHaveLength(1);
    const rows = await t.db.selectFrom('supplier_notice').select('user_id').where('link', '=', `/findJob/workDetail/${taskId}`).execute();
    expect(rows.map((r) => r.user_id)).not.toContain(leaver.userId);
    expect(rows.map((r) => r.user_id)).not.toContain(other.userId);
  });

  it('a refused create-task writes no reminder', async () => {
    const before = Number(
      (
        await t.db
          .selectFrom('supplier_notice')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(await runCommand('create-task', { city: '火星' }, t.ctx)).toMatchObject({ ok: false });
    const after = Number(
      (
        await t.db
          .selectFrom('supplier_notice')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after).toBe(before);
  });
});

describe('list, unread count and read', () => {
  async function withNotices() {
    const me = await supplierMember(t);
    await remindSettings(t, me, { enabled: true, cityCodes: ['330100'] });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await createTask({ city: '330100', title: `杭州岗位${i}` }));
    return me;
  }

  it('lists newest first, filters unread, counts and marks read by id or all', async () => {
    const me = await withNotices();
    const all = await noticesOf(t, me);
    expect(all.list.map((n) => n.title)).toEqual(['新任务：杭州岗位2', '新任务：杭州岗位1', '新任务：杭州岗位0']);
    expect(all).toMatchObject({ total: 3, unreadCount: 3 });
    const read = await t.call(notifications.readNotices, { ids: [all.list[1]!.id] }, { token: me.token });
    expect(read.body.data).toEqual({ updated: 1, unreadCount: 2 });
    expect((await t.call(notifications.unreadCount, {}, { token: me.token })).body.data).toEqual({ unreadCount: 2 });
    expect((await noticesOf(t, me, true)).list.map((n) => n.title)).toEqual(['新任务：杭州岗位2', '新任务：杭州岗位0']);
    // Marking a read one again changes nothing.
    expect((await t.call(notifications.readNotices, { ids: [all.list[1]!.id] }, { token: me.token })).body.data).toEqual({
      updated: 0,
      unreadCount: 2,
    });
    expect((await t.call(notifications.readNotices, { all: true }, { token: me.token })).body.data).toEqual({ updated: 2, unreadCount: 0 });
    expect((await noticesOf(t, me)).list.every((n) => n.read)).toBe(true);
  });

  it('another user’s notice is "not found", alone or mixed with one’s own, and nothing is marked', async () => {
    const me = await withNotices();
    const colleague = await addMember(t, me.supplierId);
    const stranger = await supplierMember(t);
    const mine = (await noticesOf(t, me)).list;
    for (const intruder of [colleague, stranger]) {
      const res = await t.call(notifications.readNotices, { ids: [mine[0]!.id] }, { token: intruder.token });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000404', errorMsg: '通知不存在' });
      expect((await noticesOf(t, intruder)).list.map((n) => n.id)).not.toContain(mine[0]!.id);
      await t.call(notifications.readNotices, { all: true }, { token: intruder.token });
    }
    await remindSettings(t, colleague, { enabled: true, cityCodes: ['330100'] });
    await createTask({ city: '330100' });
    const theirs = (await noticesOf(t, colleague)).list[0]!;
    const mixed = await t.call(notifications.readNotices, { ids: [mine[1]!.id, theirs.id] }, { token: me.token });
    expect(mixed.body).toMatchObject({ flag: false, errorCode: 'E000404' });
    for (const bad of ['abc', '0', '99999999999'])
      expect((await t.call(notifications.readNotices, { ids: [bad] }, { token: me.token })).body.errorCode).toBe('E000404');
    expect((await noticesOf(t, me)).unreadCount).toBe(4);
    expect((await noticesOf(t, colleague)).unreadCount).toBe(1);
  });

  it('refuses bad payloads with E000400 and needs a login and a supplier', async () => {
    const me = await withNotices();
    for (const body of [
      {},
      { ids: [], all: true },
      { ids: [] },
      { all: false },
      { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) },
      { unreadOnly: 'yes' },
    ]) {
      const path = 'unreadOnly' in body ? notifications.noticeList : notifications.readNotices;
      const res = await t.call(path as typeof notifications.readNotices, body as never, { token: me.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    }
    expect((await noticesOf(t, me)).unreadCount).toBe(3);
    expect((await t.call(notifications.unreadCount, {})).status).toBe(401);
    expect((await t.call(notifications.noticeList, {})).status).toBe(401);
  });
});

describe('order and candidate notices', () => {
  it('ops candidate-status tells the order’s taker, assignees and submitter, not other members', async () => {
    const boss = await supplierMember(t);
    const assignee = await addMember(t, boss.supplierId);
    const bystander = await addMember(t, boss.supplierId);
    const { orderId, taskId } = await orderFor(t, boss, { title: '候选人通知岗位' });
    expect((await t.call(orders.distributeOrder, { orderId, userIds: [String(assignee.userId)] }, { token: boss.token })).body.flag).toBe(
      true,
    );
    const added = await t.call(candidates.addCandidate, { orderId, ...person(t, { name: '赵六' }) }, { token: assignee.token });
    const candidateId = added.body.data.candidateId;
    expect(await runCommand('candidate-status', { candidate: candidateId, to: 'screened' }, t.ctx)).toMatchObject({ ok: true });
    for (const m of [boss, assignee]) {
      const n = (await noticesOf(t, m)).list.find((x) => x.kind === 'candidate_status');
      expect(n).toMatchObject({
        title: '候选人赵六：筛选通过',
        body: '候选人通知岗位：已推荐 → 筛选通过',
        link: `/workbench/order/candidateList/${taskId}/${orderId}?candidate=${candidateId}`,
        read: false,
      });
    }
    expect((await noticesOf(t, bystander)).list.filter((x) => x.kind === 'candidate_status')).toEqual([]);
    // A refused move writes nothing.
    expect(await runCommand('candidate-status', { candidate: candidateId, to: 'left' }, t.ctx)).toMatchObject({ ok: false });
    expect((await noticesOf(t, boss)).list.filter((x) => x.kind === 'candidate_status')).toHaveLength(1);
  });

  it('distributing an order tells the newly assigned members once', async () => {
    const boss = await supplierMember(t);
    const m1 = await addMember(t, boss.supplierId);
    const { orderId } = await orderFor(t, boss, { title: '分配通知岗位' });
    await t.call(orders.distributeOrder, { orderId, userIds: [String(m1.userId)] }, { token: boss.token });
    await t.call(orders.distributeOrder, { orderId, userIds: [String(m1.userId)] }, { token: boss.token });
    const got = (await noticesOf(t, m1)).list.filter((n) => n.kind === 'order_status');
    expect(got).toHaveLength(1);
    expect(got[0]!.title).toBe('新订单分配：分配通知岗位');
    expect((await noticesOf(t, boss)).list.filter((n) => n.kind === 'order_status')).toEqual([]);
  });
});
