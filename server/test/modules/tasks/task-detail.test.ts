import * as orders from '@contract/orders';
import * as tasks from '@contract/tasks';
import { loginAs, DEMO } from '../../helpers/session';
import { insertTask, loneUser, supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('task_detail_get', () => {
  it('shows every field of the task, and what the caller’s supplier did on it', async () => {
    const id = await insertTask(t, {
      title: '详情任务',
      district_code: '310115',
      age_min: 20,
      age_max: 40,
      address: '张江路 88 号',
      status: 1,
    });
    const member = await supplierMember(t);
    const res = await t.call(tasks.getTaskDetail, { taskId: String(id) }, { token: member.token });
    const detail = tasks.getTaskDetail.response.parse(res.body.data);
    expect(detail).toMatchObject({
      taskId: String(id),
      title: '详情任务',
      status: 'open',
      districtName: '浦东新区',
      workAddress: '张江路 88 号',
      ageRange: '20-40 周岁',
      ordered: false,
      complained: false,
      collected: false,
    });
    await t.call(orders.takeOrder, { taskId: String(id) }, { token: member.token });
    await t.call(tasks.complainTask, { taskId: String(id), reason: 'other', content: '顾问电话一直打不通' }, { token: member.token });
    await t.call(tasks.collectTask, { taskId: String(id), collect: true }, { token: member.token });
    const after = (await t.call(tasks.getTaskDetail, { taskId: String(id) }, { token: member.token })).body.data;
    expect(after).toMatchObject({ ordered: true, complained: true, collected: true, takenCount: 1 });
    // Another supplier sees none of it.
    const other = await supplierMember(t);
    expect((await t.call(tasks.getTaskDetail, { taskId: String(id) }, { token: other.token })).body.data).toMatchObject({
      ordered: false,
      complained: false,
      collected: false,
    });
  });

  it('answers an unknown or malformed id with 「任务不存在」, never a 500', async () => {
    const { token } = await loneUser(t);
    for (const taskId of ['987654321', 'abc', '1e9', '-1', '99999999999']) {
      const res = await t.call(tasks.getTaskDetail, { taskId }, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000404', errorMsg: '任务不存在' });
    }
    expect((await t.call(tasks.getTaskDetail, { taskId: '' }, { token })).body).toMatchObject({ errorCode: 'E000400' });
  });

  it('is for logged-in users only', async () => {
    const id = await insertTask(t);
    expect((await t.call(tasks.getTaskDetail, { taskId: String(id) })).status).toBe(401);
    expect((await t.call(tasks.getAdviser, { taskId: String(id) })).status).toBe(401);
  });

  it('shows a full or closed task with its state', async () => {
    const { token } = await loneUser(t);
    const full = await insertTask(t, { status: 4, person_number: 3, taken_count: 3 });
    const paused = await insertTask(t, { status: 2 });
    expect((await t.call(tasks.getTaskDetail, { taskId: String(full) }, { token })).body.data.status).toBe('full');
    expect((await t.call(tasks.getTaskDetail, { taskId: String(paused) }, { token })).body.data.status).toBe('closed');
  });
});

describe('task_summary_get', () => {
  it('shows anyone the card of a task, and no more than the open list shows', async () => {
    const id = await insertTask(t, { title: '公开摘要任务', description: '只有登录后可见的描述', address: '张江路 99 号' });
    const res = await t.call(tasks.getTaskSummary, { taskId: String(id) });
    expect(res.status).toBe(200);
    const summary = tasks.getTaskSummary.response.parse(res.body.data);
    expect(summary).toMatchObject({ taskId: String(id), title: '公开摘要任务', collected: false });
    expect(JSON.stringify(res.body.data)).not.toContain('张江路');
    expect(JSON.stringify(res.body.data)).not.toContain('只有登录后可见');
  });

  it('personalises the collected flag for a logged-in user', async () => {
    const id = await insertTask(t);
    const { token } = await loneUser(t);
    await t.call(tasks.collectTask, { taskId: String(id), collect: true }, { token });
    expect((await t.call(tasks.getTaskSummary, { taskId: String(id) }, { token })).body.data.collected).toBe(true);
  });

  it('answers an unknown or malformed id with 「任务不存在」', async () => {
    for (const taskId of ['987654321', 'abc']) {
      expect((await t.call(tasks.getTaskSummary, { taskId })).body).toMatchObject({
        flag: false,
        errorCode: 'E000404',
        errorMsg: '任务不存在',
      });
    }
  });
});

describe('adviser', () => {
  it('gives the adviser’s contact', async () => {
    const id = await insertTask(t, { adviser_name: '周顾问', adviser_phone: '13912345678', adviser_wechat: 'zhou_hr' });
    const { token } = await loneUser(t);
    expect((await t.call(tasks.getAdviser, { taskId: String(id) }, { token })).body).toMatchObject({
      flag: true,
      data: { name: '周顾问', phone: '13912345678', wechat: 'zhou_hr' },
    });
    expect((await t.call(tasks.getAdviser, { taskId: '987654321' }, { token })).body).toMatchObject({ flag: false, errorCode: 'E000404' });
  });
});

describe('recommendations', () => {
  it('position_recommend_list: position types by their number of open tasks', async () => {
    const res = tasks.getPositionRecommendList.response.parse((await t.call(tasks.getPositionRecommendList, { size: 5 })).body.data);
    const counts = await t.db
      .selectFrom('task')
      .select(['position_type_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 1)
      .groupBy('position_type_id')
      .execute();
    const byType = new Map(counts.map((c) => [String(c.position_type_id), Number(c.n)]));
    expect(res).toHaveLength(5);
    for (const p of res) expect(p.taskCount).toBe(byType.get(p.positionTypeId));
    expect(res[0].taskCount).toBe(Math.max(...byType.values()));
    expect(res.map((p) => p.taskCount)).toEqual([...res.map((p) => p.taskCount)].sort((a, b) => b - a));
  });

  it('recommend_task_get: open tasks of a city, newest or best paid first', async () => {
    const newest = (await t.call(tasks.getRecommendTasks, { cityCode: '440300', size: 6 })).body.data;
    expect(newest).toHaveLength(6);
    for (const x of newest) expect(x.cityCode).toBe('440300');
    const times = newest.map((x) => x.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    const paid = (await t.call(tasks.getRecommendTasks, { sort: 'reward', size: 10 })).body.data;
    expect(paid.map((x) => x.rewardAmount)).toEqual([...paid.map((x) => x.rewardAmount)].sort((a, b) => b - a));
    expect((await t.call(tasks.getRecommendTasks, { size: 31 })).body).toMatchObject({ flag: false, errorCode: 'E000400' });
  });

  it('person_recommend: like the supplier’s orders and the user’s collections, never what it ordered', async () => {
    const member = await supplierMember(t);
    // A niche the seed barely has: 家政 types in 海口市.
    const ordered = await insertTask(t, {
      position_type_id: 902,
      city_code: '460100',
      province_code: '460000',
      publish_time: new Date(t.clock().getTime() - 86_400_000),
    });
    const similar = await insertTask(t, { position_type_id: 902, city_code: '460100', province_code: '460000', publish_time: t.clock() });
    expect((await t.call(orders.takeOrder, { taskId: String(ordered) }, { token: member.token })).body.flag).toBe(true);
    const recs = (await t.call(tasks.getPersonRecommend, { size: 8 }, { token: member.token })).body.data;
    expect(recs).toHaveLength(8);
    expect(recs[0].taskId).toBe(String(similar));
    expect(recs.map((r) => r.taskId)).not.toContain(String(ordered));
    // Best matches first: same type and city, then same type, then same city.
    const score = (r: { positionTypeId: string; cityCode: string }) =>
      (r.positionTypeId === '902' ? 2 : 0) + (r.cityCode === '460100' ? 1 : 0);
    expect(recs.map(score)).toEqual([...recs.map(score)].sort((a, b) => b - a));
  });

  it('person_recommend: the newest tasks for a user with no history', async () => {
    const { token } = await loneUser(t);
    const recs = (await t.call(tasks.getPersonRecommend, { size: 5 }, { token })).body.data;
    const newest = (await t.call(tasks.selectTaskList, { pageSize: 5 })).body.data.list;
    expect(recs.map((r) => r.taskId)).toEqual(newest.map((r) => r.taskId));
  });

  it('the demo administrator gets recommendations too', async () => {
    const { token } = await loginAs(t, DEMO.admin);
    expect((await t.call(tasks.getPersonRecommend, {}, { token })).body.data).toHaveLength(8);
  });
});
