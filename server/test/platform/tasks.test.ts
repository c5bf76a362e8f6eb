import { ERROR_CODES } from '@contract/http';
import * as platform from '@contract/platform/tasks';
import * as tasks from '@contract/tasks';
import { runCommand } from '../../src/ops/runner';
import { loginStaff } from '../helpers/staff';
import { insertTask, supplierMember } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await loginStaff(t, 'operator')).token;
});
afterAll(() => t.close());

const fields = (over: Partial<platform.PlatformTaskFields> = {}): platform.PlatformTaskFields => ({
  title: '深圳电子厂装配工 PTASK',
  cityCode: '440300',
  districtCode: null,
  positionTypeId: '101',
  rewardAmount: 2650,
  rewardUnit: 'hour',
  settlementType: 'weekly',
  personNumber: 12,
  features: ['meals', 'housing'],
  companyName: '深圳某电子有限公司',
  address: '深圳市宝安区福永街道 1 号',
  workTime: '08:00-20:00 两班倒',
  description: '流水线装配，坐班。',
  requirements: '18-40 周岁，能适应倒班。',
  adviserName: '王顾问',
  adviserPhone: '13912345678',
  ageMin: 18,
  ageMax: 40,
  ...over,
});

const publish = (over: Partial<platform.PlatformTaskFields> = {}) =>
  t.call(platform.platformTaskPublish, fields(over), { token: operator });
const staffActions = (targetId: string) =>
  t.db
    .selectFrom('staff_action')
    .select(['action', 'summary'])
    .where('target_type', '=', 'task')
    .where('target_id', '=', targetId)
    .execute();

describe('发布任务', () => {
  it('publishes every field a supplier sees; the task is on 找工作 at once', async () => {
    const res = await publish();
    expect(res.body).toMatchObject({ flag: true, data: { status: 'open', cityName: '深圳市', rewardUnitLabel: '元/小时', takenCount: 0 } });
    const taskId = res.body.data.taskId;
    const supplier = await supplierMember(t);
    const found = await t.call(tasks.selectTaskList, { keyword: 'PTASK' }, { token: supplier.token });
    expect(found.body.data.list.map((x) => x.taskId)).toEqual([taskId]);
    const detail = (await t.call(tasks.getTaskDetail, { taskId }, { token: supplier.token })).body.data;
    expect(detail).toMatchObject({
      title: '深圳电子厂装配工 PTASK',
      rewardAmount: 2650,
      settlementTypeLabel: '周结',
      personNumber: 12,
      features: [
        { code: 'meals', label: '包吃' },
        { code: 'housing', label: '包住' },
      ],
      description: '流水线装配，坐班。',
      requirements: '18-40 周岁，能适应倒班。',
      workTime: '08:00-20:00 两班倒',
      ageRange: '18-40 周岁',
    });
    expect(await staffActions(taskId)).toEqual([{ action: 'task.publish', summary: expect.stringContaining('PTASK') }]);
  });

  it('refuses unknown codes and bad numbers with the field named, publishing nothing', async () => {
    const before = await t.db
      .selectFrom('task')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Partial<platform.PlatformTaskFields>, string, string][] = [
      [{ cityCode: '999999' }, ERROR_CODES.validation, '未找到城市 999999'],
      [{ settlementType: 'yearly' }, ERROR_CODES.validation, '结算方式：yearly 不是可用的值'],
      [{ features: ['spa'] }, ERROR_CODES.validation, '福利标签：spa 不是可用的值'],
      [{ positionTypeId: '99999' }, ERROR_CODES.validation, '未找到岗位类型'],
      [{ ageMin: 40, ageMax: 20 }, ERROR_CODES.validation, '最小年龄不能大于最大年龄'],
      [{ rewardAmount: 0 }, ERROR_CODES.validation, 'rewardAmount'],
      [{ personNumber: 1.5 }, ERROR_CODES.validation, 'personNumber'],
      [{ title: ' ' }, ERROR_CODES.validation, 'title'],
      [{ adviserPhone: '123' }, ERROR_CODES.validation, 'adviserPhone'],
    ];
    for (const [over, code, message] of cases) {
      const res = await publish(over);
      expect(res.status, message).toBe(200);
      expect(res.body, message).toMatchObject({ flag: false, errorCode: code, errorMsg: expect.stringContaining(message) });
    }
    const after = await t.db
      .selectFrom('task')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('is the same publishing as ops create-task (the same refusal for an unknown city)', async () => {
    const ops = await runCommand('create-task', { city: '999999' }, t.ctx);
    expect(ops).toMatchObject({ ok: false, error: expect.stringContaining('未找到城市 999999') });
  });
});

describe('edit and close', () => {
  it('edits what suppliers see; the headcount never drops below the places taken', async () => {
    const taskId = String(await insertTask(t, { title: '编辑前 PEDIT', person_number: 5, taken_count: 3 }));
    const edited = await t.call(
      platform.platformTaskUpdate,
      { taskId, ...fields({ title: '编辑后 PEDIT', personNumber: 3 }) },
      { token: operator },
    );
    // Every place now taken: the task is full.
    expect(edited.body).toMatchObject({ flag: true, data: { title: '编辑后 PEDIT', personNumber: 3, status: 'full' } });
    const tooFew = await t.call(platform.platformTaskUpdate, { taskId, ...fields({ personNumber: 2 }) }, { token: operator });
    expect(tooFew.body).toMatchObject({
      flag: false,
      errorCode: ERROR_CODES.conflict,
      errorMsg: expect.stringContaining('不能少于已被接单的 3 人'),
    });
    const reopened = await t.call(
      platform.platformTaskUpdate,
      { taskId, ...fields({ title: '编辑后 PEDIT', personNumber: 8 }) },
      { token: operator },
    );
    expect(reopened.body.data).toMatchObject({ status: 'open', personNumber: 8 });
    expect((await staffActions(taskId)).map((a) => a.action)).toEqual(['task.edit', 'task.edit']);
  });

  it('keeps what the form does not edit: the sex and degree requirements and the adviser WeChat', async () => {
    const taskId = await insertTask(t, {
      title: '保留字段 PKEEP',
      sex_requirement: 'female',
      degree_requirement: 'high_school',
      adviser_wechat: 'wx-keep-1',
    });
    const edited = await t.call(
      platform.platformTaskUpdate,
      { taskId: String(taskId), ...fields({ title: '保留字段改 PKEEP' }) },
      { token: operator },
    );
    expect(edited.body).toMatchObject({ flag: true, data: { title: '保留字段改 PKEEP' } });
    const row = await t.db
      .selectFrom('task')
      .select(['sex_requirement', 'degree_requirement', 'adviser_wechat'])
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sex_requirement: 'female', degree_requirement: 'high_school', adviser_wechat: 'wx-keep-1' });
  });

  it('closes a task: off 找工作; a second close and an edit of a closed task are refused', async () => {
    const taskId = String(await insertTask(t, { title: '将关闭 PCLOSE' }));
    const supplier = await supplierMember(t);
    const listed = async () => (await t.call(tasks.selectTaskList, { keyword: 'PCLOSE' }, { token: supplier.token })).body.data.total;
    expect(await listed()).toBe(1);
    expect((await t.call(platform.platformTaskClose, { taskId }, { token: operator })).body).toMatchObject({
      flag: true,
      data: { status: 'closed' },
    });
    expect(await listed()).toBe(0);
    const again = await t.call(platform.platformTaskClose, { taskId }, { token: operator });
    expect(again.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.conflict, errorMsg: expect.stringContaining('已关闭') });
    const edit = await t.call(platform.platformTaskUpdate, { taskId, ...fields() }, { token: operator });
    expect(edit.body).toMatchObject({ flag: false, errorMsg: '该任务已关闭，不能再修改' });
    const missing = await t.call(platform.platformTaskClose, { taskId: '99999999' }, { token: operator });
    expect(missing.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.notFound, errorMsg: '任务不存在' });
    expect((await staffActions(taskId)).map((a) => a.action)).toEqual(['task.close']);
  });

  it('lists every task, filtered and paged on the server', async () => {
    for (const status of [1, 3, 3]) await insertTask(t, { title: `列表 PLIST${status}`, status });
    const page = await t.call(platform.platformTaskList, { keyword: 'PLIST', pageSize: 2 }, { token: operator });
    expect(page.body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(page.body.data.list).toHaveLength(2);
    const closed = await t.call(platform.platformTaskList, { keyword: 'PLIST', status: 'closed' }, { token: operator });
    expect(closed.body.data.total).toBe(2);
    expect(closed.body.data.list.every((x) => x.status === 'closed')).toBe(true);
  });

  it('filters by city and status together, each row the supplier’s card with the console’s fields', async () => {
    const open = await insertTask(t, { title: '城市 PCITY', city_code: '320500', province_code: '320000', features: ['meals'] });
    await insertTask(t, { title: '城市 PCITY', city_code: '320500', province_code: '320000', status: 3 });
    await insertTask(t, { title: '城市 PCITY', city_code: '310100' });
    const res = await t.call(platform.platformTaskList, { cityCode: '320500', status: 'open' }, { token: operator });
    const list = res.body.data.list;
    expect(list[0]!.taskId).toBe(String(open));
    expect(list.every((x) => x.cityCode === '320500' && x.status === 'open')).toBe(true);
    const row = list[0]!;
    const supplier = await supplierMember(t);
    const card = (await t.call(tasks.selectTaskList, { keyword: 'PCITY', cityCode: '320500' }, { token: supplier.token })).body.data
      .list[0]!;
    const { collected: _, ...cardFields } = card;
    expect(row).toEqual({
      ...cardFields,
      status: 'open',
      description: '测试岗位说明',
      requirements: '身体健康',
      address: '测试路 1 号',
      workTime: '08:00-17:00',
      adviserName: '测试顾问',
      adviserPhone: expect.any(String),
      ageMin: 18,
      ageMax: 45,
    });
    const all = await t.call(platform.platformTaskList, { keyword: 'PCITY', cityCode: '320500' }, { token: operator });
    expect(all.body.data.total).toBe(2);
  });
});
