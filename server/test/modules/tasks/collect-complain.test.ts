import * as tasks from '@contract/tasks';
import { insertTask, loneUser, supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { raceTest, warmPool } from '../../helpers/races';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const collections = (userId: number) => t.db.selectFrom('task_collection').selectAll().where('user_id', '=', userId).execute();

describe('collection', () => {
  it('collects and uncollects idempotently, per user', async () => {
    const id = String(await insertTask(t));
    const a = await loneUser(t);
    const b = await loneUser(t);
    for (let i = 0; i < 2; i++)
      expect((await t.call(tasks.collectTask, { taskId: id, collect: true }, { token: a.token })).body).toMatchObject({
        flag: true,
        data: { collected: true },
      });
    expect(await collections(a.userId)).toHaveLength(1);
    expect(await collections(b.userId)).toHaveLength(0);
    for (let i = 0; i < 2; i++)
      expect((await t.call(tasks.collectTask, { taskId: id, collect: false }, { token: a.token })).body).toMatchObject({
        flag: true,
        data: { collected: false },
      });
    expect(await collections(a.userId)).toHaveLength(0);
  });

  it('refuses to collect a task that does not exist, and needs a login', async () => {
    const { token } = await loneUser(t);
    expect((await t.call(tasks.collectTask, { taskId: '987654321', collect: true }, { token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000404',
      errorMsg: '任务不存在',
    });
    expect((await t.call(tasks.collectTask, { taskId: '1', collect: true })).status).toBe(401);
    expect((await t.call(tasks.collectTask, { taskId: '1' } as never, { token })).body).toMatchObject({
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('collect'),
    });
  });

  it('personalises `collected` in the lists for the collecting user only', async () => {
    const id = String(await insertTask(t, { title: '收藏标记任务 QWCOL' }));
    const a = await loneUser(t);
    const b = await loneUser(t);
    await t.call(tasks.collectTask, { taskId: id, collect: true }, { token: a.token });
    const flag = async (token?: string) =>
      (await t.call(tasks.selectTaskList, { keyword: 'QWCOL' }, { token })).body.data.list[0].collected;
    expect(await flag(a.token)).toBe(true);
    expect(await flag(b.token)).toBe(false);
    expect(await flag()).toBe(false);
    // An unusable token on an /open/ path is simply anonymous.
    expect(await flag('not-a-token')).toBe(false);
    const recommended = (await t.call(tasks.getRecommendTasks, { size: 30 }, { token: a.token })).body.data.find((x) => x.taskId === id);
    expect(recommended?.collected).toBe(true);
  });

  it('collection_page: newest collections first, with the task’s state now', async () => {
    const { token } = await loneUser(t);
    const first = String(await insertTask(t, { title: '先收藏' }));
    const second = String(await insertTask(t, { title: '后收藏' }));
    const closed = String(await insertTask(t, { title: '收藏后关闭' }));
    for (const id of [first, second, closed]) {
      await t.call(tasks.collectTask, { taskId: id, collect: true }, { token });
      t.clock.advance(1);
    }
    await t.db.updateTable('task').set({ status: 3 }).where('id', '=', Number(closed)).execute();
    const page = tasks.getCollectionPage.response.parse((await t.call(tasks.getCollectionPage, { pageSize: 2 }, { token })).body.data);
    expect(page.total).toBe(3);
    expect(page.list.map((x) => [x.taskId, x.status, x.collected])).toEqual([
      [closed, 'closed', true],
      [second, 'open', true],
    ]);
    expect(page.list[0].collectTime > page.list[1].collectTime).toBe(true);
    const rest = (await t.call(tasks.getCollectionPage, { pageNum: 2, pageSize: 2 }, { token })).body.data;
    expect(rest.list.map((x) => x.taskId)).toEqual([first]);
    expect((await t.call(tasks.getCollectionPage, { pageNum: 50 }, { token })).body.data).toMatchObject({ list: [], total: 3 });
  });

  it('answers an expired token on an /open/ path with 420, so the client refreshes', async () => {
    const { token } = await loneUser(t);
    t.clock.advance(t.config.accessTokenTtl + 1);
    expect((await t.call(tasks.selectTaskList, {}, { token })).status).toBe(420);
    expect((await t.call(tasks.getPositionRecommendList, {}, { token })).status).toBe(420);
  });
});

describe('task_complaint', () => {
  const complaint = { reason: 'false_info', content: '岗位描述与实际工作内容不符' } as const;

  it('files one open complaint per task and supplier', async () => {
    const id = String(await insertTask(t));
    const admin = await supplierMember(t);
    const first = await t.call(tasks.complainTask, { taskId: id, ...complaint }, { token: admin.token });
    expect(first.body).toMatchObject({ flag: true, data: { complaintId: expect.stringMatching(/^\d+$/) } });
    const again = await t.call(tasks.complainTask, { taskId: id, ...complaint, reason: 'other' }, { token: admin.token });
    expect(again.body).toMatchObject({ flag: false, errorCode: 'E000409', errorMsg: '您的企业已投诉过该任务，平台处理完成前不能重复投诉' });
    // Another supplier may complain about the same task.
    expect((await t.call(tasks.complainTask, { taskId: id, ...complaint }, { token: (await supplierMember(t)).token })).body.flag).toBe(
      true,
    );
    const row = await t.db
      .selectFrom('task_complaint')
      .selectAll()
      .where('id', '=', Number(first.body.data.complaintId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      task_id: Number(id),
      supplier_id: admin.supplierId,
      user_id: admin.userId,
      reason: 'false_info',
      content: complaint.content,
      status: 1,
    });
    // Once the platform handled it, a new complaint may be filed.
    await t.db.updateTable('task_complaint').set({ status: 2, handled_at: t.clock() }).where('id', '=', row.id).execute();
    expect((await t.call(tasks.complainTask, { taskId: id, ...complaint }, { token: admin.token })).body.flag).toBe(true);
  });

  raceTest('lets only one of two simultaneous complaints in', async () => {
    // Several tasks at once, so the complaints on some task surely overlap in time.
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(String(await insertTask(t)));
    const admin = await supplierMember(t);
    await warmPool(t.db);
    const rounds = await Promise.all(
      ids.map((id) => Promise.all([1, 2, 3].map(() => t.call(tasks.complainTask, { taskId: id, ...complaint }, { token: admin.token })))),
    );
    for (const [i, results] of rounds.entries()) {
      expect(results.filter((r) => r.body.flag)).toHaveLength(1);
      for (const r of results.filter((x) => !x.body.flag))
        expect(r.body).toMatchObject({ errorCode: 'E000409', errorMsg: '您的企业已投诉过该任务，平台处理完成前不能重复投诉' });
      expect(await t.db.selectFrom('task_complaint').select('id').where('task_id', '=', Number(ids[i])).execute()).toHaveLength(1);
    }
  });

  it.each<[string, unknown, string]>([
    ['an unknown reason', { reason: 'boring', content: '这个任务不好' }, 'reason：不是可选的投诉原因'],
    ['too short a text', { reason: 'other', content: ' 太差 ' }, 'content：至少 5 个字'],
    ['too long a text', { reason: 'other', content: '长'.repeat(501) }, 'content：不能超过 500 个字'],
    ['no text', { reason: 'other' }, 'content：必填'],
  ])('refuses %s with E000400', async (_name, payload, message) => {
    const { token } = await supplierMember(t);
    const res = await t.call(tasks.complainTask, { taskId: '1', ...(payload as object) } as never, { token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringContaining(message) });
  });

  it('needs a supplier and an existing task', async () => {
    const id = String(await insertTask(t));
    const lone = await loneUser(t);
    expect((await t.call(tasks.complainTask, { taskId: id, ...complaint }, { token: lone.token })).body).toMatchObject({
      flag: false,
      errorCode: 'E000403',
      errorMsg: '请先加入或创建供应商企业后再投诉',
    });
    const { token } = await supplierMember(t);
    expect((await t.call(tasks.complainTask, { taskId: '987654321', ...complaint }, { token })).body).toMatchObject({
      errorCode: 'E000404',
    });
  });
});
