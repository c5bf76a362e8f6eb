import * as platform from '@contract/platform/tasks';
import * as tasks from '@contract/tasks';
import * as webhooks from '@contract/webhooks';
import type { WebhookEvent } from '@contract/webhooks.meta';
import { orderFor } from '../helpers/candidates';
import { addMember, noticeSockets, noticesOf } from '../helpers/notifications';
import { loginStaff } from '../helpers/staff';
import { supplierMember, type Member } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startReceiver } from '../helpers/webhook-receiver';

// A staff edit or close of a task reaches the suppliers who took it (the bell, the socket, their webhooks) and
// the members who collected it; nobody else, and an edit that changes nothing they see tells nobody.
let t: TestApp;
let operator: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await createTestApp({
    config: { webhooks: { retryBaseMs: 3600_000, timeoutMs: 2500, allowPrivate: true, pollMs: 1000, leaseMs: 60_000 } },
  });
  operator = (await loginStaff(t, 'operator')).token;
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const { connected } = noticeSockets(() => t);

const fields = (over: Partial<platform.PlatformTaskFields> = {}): platform.PlatformTaskFields => ({
  title: '昆山电子厂普工 PNOTE',
  cityCode: '320500',
  districtCode: null,
  positionTypeId: '101',
  rewardAmount: 2500,
  rewardUnit: 'hour',
  settlementType: 'monthly',
  personNumber: 50,
  features: ['meals'],
  companyName: '昆山某电子有限公司',
  address: '昆山市开发区 1 号',
  workTime: '08:00-20:00',
  description: '流水线装配。',
  requirements: '身体健康。',
  adviserName: '李顾问',
  adviserPhone: '13912345678',
  ageMin: 18,
  ageMax: 45,
  ...over,
});

const edit = (taskId: number, over: Partial<platform.PlatformTaskFields> = {}) =>
  t.call(platform.platformTaskUpdate, { taskId: String(taskId), ...fields(over) }, { token: operator });

async function subscribe(admin: Member, events: WebhookEvent[] = ['task.updated', 'task.closed']) {
  const res = await t.call(webhooks.webhookCreate, { url: `${receiver.url}/s${admin.supplierId}`, events }, { token: admin.token });
  expect(res.body.flag).toBe(true);
}

const eventsOf = (supplierId: number) =>
  t.db.selectFrom('webhook_event').select(['type', 'body']).where('supplier_id', '=', supplierId).orderBy('created_at').execute();
const taskNotices = async (m: Member) => (await noticesOf(t, m)).list.filter((n) => n.kind === 'task_change');

/** A task the console edited once (so every field is the form's), taken by `taker`'s supplier. */
async function takenTask(taker: Member) {
  const { taskId, orderId } = await orderFor(t, taker);
  expect((await edit(taskId)).body.flag).toBe(true);
  return { taskId, orderId };
}

describe('a staff edit of a taken task', () => {
  it('tells the order’s people what changed (bell and webhook); another supplier hears nothing', async () => {
    const taker = await supplierMember(t);
    const other = await supplierMember(t);
    await Promise.all([subscribe(taker), subscribe(other)]);
    const { taskId, orderId } = await takenTask(taker);
    const before = (await taskNotices(taker)).length;

    const res = await edit(taskId, { rewardAmount: 3000, personNumber: 60, settlementType: 'weekly', description: '新的说明' });
    expect(res.body.flag).toBe(true);
    const [latest, ...rest] = await taskNotices(taker);
    expect(rest).toHaveLength(before);
    expect(latest).toMatchObject({
      type: 'task_updated',
      objectId: String(taskId),
      title: '任务「昆山电子厂普工 PNOTE」已更新',
      body: '报酬：25.00 元/小时 → 30.00 元/小时；招聘人数：50 人 → 60 人；结算方式：月结 → 周结；岗位描述有修改',
      link: `/findJob/workDetail/${taskId}`,
      read: false,
    });
    const events = (await eventsOf(taker.supplierId)).filter((e) => e.type === 'task.updated');
    expect(JSON.parse(events.at(-1)!.body)).toMatchObject({
      type: 'task.updated',
      data: {
        taskId: String(taskId),
        orderId,
        changes: {
          rewardAmount: { from: 2500, to: 3000 },
          personNumber: { from: 50, to: 60 },
          settlementType: { from: 'monthly', to: 'weekly' },
          description: { from: '流水线装配。', to: '新的说明' },
        },
      },
    });
    expect(await taskNotices(other)).toEqual([]);
    expect(await eventsOf(other.supplierId)).toEqual([]);
  });

  it('sends nothing for an edit that changes nothing a supplier sees', async () => {
    const taker = await supplierMember(t);
    await subscribe(taker);
    const { taskId } = await takenTask(taker);
    const notices = (await taskNotices(taker)).length;
    const events = (await eventsOf(taker.supplierId)).length;
    // The same form again, then only the adviser's contact (not shown to suppliers) and the tags in another order.
    expect((await edit(taskId)).body.flag).toBe(true);
    expect((await edit(taskId, { adviserName: '新顾问', adviserPhone: '13800000000' })).body.flag).toBe(true);
    expect((await taskNotices(taker)).length).toBe(notices);
    expect((await eventsOf(taker.supplierId)).length).toBe(events);
  });

  it('pushes the notice to the taker’s open socket and to the member the order was distributed to', async () => {
    const taker = await supplierMember(t);
    const { taskId, orderId } = await takenTask(taker);
    const colleague = await addMember(t, taker.supplierId);
    await t.db
      .insertInto('order_assignee')
      .values({ order_id: Number(orderId), user_id: colleague.userId, assigned_by: taker.userId, created_at: t.clock() })
      .execute();
    const bystander = await addMember(t, taker.supplierId);
    const [mine, theirs, nobody] = [
      await connected(taker.token, taker.supplierId),
      await connected(colleague.token, colleague.supplierId),
      await connected(bystander.token, bystander.supplierId),
    ];
    expect((await edit(taskId, { cityCode: '320100' })).body.flag).toBe(true);
    for (const s of [mine, theirs]) {
      expect(await s.message('notice')).toMatchObject({
        notice: { kind: 'task_change', type: 'task_updated', body: '工作城市：苏州市 → 南京市' },
      });
    }
    expect(nobody.received.filter((m) => m.type === 'notice')).toEqual([]);
  });
});

describe('a staff close', () => {
  it('tells the order’s people and the members who collected the task; the taker’s webhook gets task.closed', async () => {
    const taker = await supplierMember(t);
    const collector = await supplierMember(t);
    const other = await supplierMember(t);
    await subscribe(taker);
    await subscribe(collector);
    const { taskId, orderId } = await takenTask(taker);
    expect((await t.call(tasks.collectTask, { taskId: String(taskId), collect: true }, { token: collector.token })).body.flag).toBe(true);
    const res = await t.call(platform.platformTaskClose, { taskId: String(taskId) }, { token: operator });
    expect(res.body.flag).toBe(true);
    const closed = {
      type: 'task_closed',
      title: '任务「昆山电子厂普工 PNOTE」已关闭',
      body: '平台已关闭该任务，不再接受新的接单；已接的订单照常进行。',
      link: `/findJob/workDetail/${taskId}`,
    };
    expect((await taskNotices(taker))[0]).toMatchObject(closed);
    expect(await taskNotices(collector)).toEqual([expect.objectContaining(closed)]);
    expect(await taskNotices(other)).toEqual([]);
    const event = (await eventsOf(taker.supplierId)).find((e) => e.type === 'task.closed');
    expect(JSON.parse(event!.body)).toMatchObject({ data: { taskId: String(taskId), orderId, closedAt: expect.any(String) } });
    // A collection is a member's bookmark, not an order: no webhook.
    expect(await eventsOf(collector.supplierId)).toEqual([]);
  });
});
