import * as tasks from '@contract/tasks';
import type { Task } from '../../../src/modules/tasks/schema';
import { insertTask } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Markers the seeded tasks never contain, in each searchable field.
  await insertTask(t, { title: '浦东叉车司机 ZQXalpha', city_code: '310100', features: ['meals', 'housing'] });
  await insertTask(t, { company_name: '奇点ZQX物流有限公司', reward_amount: 9_999_900 });
  await insertTask(t, { description: '岗位说明：独特关键字zqx，欢迎咨询' });
  // Has the grams of "abc" (a, b, c, ab, bc) but not the word: the ILIKE recheck must drop it.
  await insertTask(t, { title: '测试abx bc' });
  await insertTask(t, { title: '已关闭的叉车任务', status: 3 });
  await insertTask(t, { title: '已满的叉车任务', status: 4, person_number: 2, taken_count: 2 });
});
afterAll(() => t.close());

type Filters = Omit<tasks.TaskListRequest, 'pageNum' | 'pageSize' | 'sort'>;

/** The filters, implemented again in plain JavaScript over every row: the oracle the SQL is checked against. */
async function expected(f: Filters, sort: 'newest' | 'reward' = 'newest'): Promise<Task[]> {
  const rows = await t.db.selectFrom('task').selectAll().where('status', '=', 1).execute();
  const types = f.positionTypeId
    ? (
        await t.db
          .selectFrom('position_type')
          .select('id')
          .where((eb) => eb.or([eb('id', '=', Number(f.positionTypeId)), eb('parent_id', '=', Number(f.positionTypeId))]))
          .execute()
      ).map((r) => r.id)
    : null;
  const terms = (f.keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return rows
    .filter((r) => terms.every((term) => [r.title, r.company_name, r.description].some((field) => field.toLowerCase().includes(term))))
    .filter((r) => !f.provinceCode || r.province_code === f.provinceCode)
    .filter((r) => !f.cityCode || r.city_code === f.cityCode)
    .filter((r) => !f.districtCode || r.district_code === f.districtCode)
    .filter((r) => !types || types.includes(r.position_type_id))
    .filter((r) => !f.settlementType || r.settlement_type === f.settlementType)
    .filter((r) => !f.rewardUnit || r.reward_unit === f.rewardUnit)
    .filter((r) => (f.features ?? []).every((x) => r.features.includes(x)))
    .sort(
      (a, b) =>
        (sort === 'reward' ? b.reward_amount - a.reward_amount : b.publish_time.getTime() - a.publish_time.getTime()) || b.id - a.id,
    );
}

async function list(req: tasks.TaskListRequest, token?: string) {
  const res = await t.call(tasks.selectTaskList, req, { token });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ flag: true, errorCode: null });
  return tasks.selectTaskList.response.parse(res.body.data);
}

const ids = (rows: { id: number }[]) => rows.map((r) => String(r.id));

describe('task_list_select: filters', () => {
  it('lists open tasks only, newest first, with the total', async () => {
    const want = await expected({});
    const page = await list({});
    expect(page).toMatchObject({ total: want.length, pageNum: 1, pageSize: 30 });
    expect(page.list.map((x) => x.taskId)).toEqual(ids(want.slice(0, 30)));
    expect(page.list.map((x) => x.title)).not.toContain('已关闭的叉车任务');
  });

  it.each<[string, Filters]>([
    ['city', { cityCode: '440300' }],
    ['province', { provinceCode: '440000' }],
    ['district', { districtCode: '310115' }],
    ['a leaf position type', { positionTypeId: '201' }],
    ['a position group, which includes its types', { positionTypeId: '200' }],
    ['settlement type', { settlementType: 'daily' }],
    ['reward unit', { rewardUnit: 'day' }],
    ['one feature', { features: ['meals'] }],
    ['several features, all required', { features: ['meals', 'housing'] }],
    ['keyword in the title', { keyword: '分拣' }],
    ['keyword in any field, any case', { keyword: 'zqx' }],
    ['keyword only in the description', { keyword: '独特关键字' }],
    ['several keywords, all required', { keyword: 'ZQX  叉车' }],
    ['a one-character keyword', { keyword: '叉' }],
    ['city, settlement and a feature together', { cityCode: '310100', settlementType: 'monthly', features: ['meals'] }],
    ['group, province and reward unit together', { positionTypeId: '100', provinceCode: '440000', rewardUnit: 'hour' }],
  ])('filters by %s in SQL, as the oracle does', async (_name, filters) => {
    const want = await expected(filters);
    expect(want.length).toBeGreaterThan(0);
    const page = await list({ ...filters, pageSize: 100 });
    expect(page.total).toBe(want.length);
    expect(page.list.map((x) => x.taskId)).toEqual(ids(want.slice(0, 100)));
  });

  it('a group really spans several types, and the keyword recheck drops scattered grams', async () => {
    const group = await list({ positionTypeId: '200', pageSize: 100 });
    expect(new Set(group.list.map((x) => x.positionTypeId)).size).toBeGreaterThan(1);
    expect((await list({ keyword: 'abc' })).list.map((x) => x.title)).not.toContain('测试abx bc');
    expect((await list({ keyword: 'abx' })).list.map((x) => x.title)).toContain('测试abx bc');
  });

  it('treats LIKE wildcards in the keyword as text', async () => {
    expect((await list({ keyword: '%' })).total).toBe((await expected({ keyword: '%' })).length);
    expect((await list({ keyword: '_' })).total).toBe((await expected({ keyword: '_' })).length);
  });

  it('answers unknown codes and ids with an empty page, not an error', async () => {
    for (const filters of [
      { positionTypeId: '99999' },
      { positionTypeId: 'abc' },
      { features: ['no_such_feature'] },
      { cityCode: '999999' },
      { settlementType: 'never' },
    ]) {
      expect(await list(filters)).toMatchObject({ list: [], total: 0 });
    }
  });

  it('maps rows to the contract: names, labels, fen and China time', async () => {
    const [task] = (await list({ keyword: 'ZQXalpha' })).list;
    expect(task).toMatchObject({
      title: '浦东叉车司机 ZQXalpha',
      cityCode: '310100',
      cityName: '上海市',
      positionTypeName: '普工',
      settlementTypeLabel: '月结',
      rewardAmount: 2500,
      rewardUnitLabel: '元/小时',
      features: [
        { code: 'meals', label: '包吃' },
        { code: 'housing', label: '包住' },
      ],
      collected: false,
    });
    expect(task.publishTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  });
});

describe('task_list_select: sorting and pages', () => {
  it('sorts by reward, best paid first, ties by id', async () => {
    const want = await expected({ cityCode: '310100' }, 'reward');
    const page = await list({ cityCode: '310100', sort: 'reward', pageSize: 50 });
    expect(page.list.map((x) => x.taskId)).toEqual(ids(want.slice(0, 50)));
    const top = await list({ sort: 'reward', pageSize: 1 });
    expect(top.list[0].rewardAmount).toBe(9_999_900);
  });

  it('pages without gaps or overlaps, with the same total on every page', async () => {
    const want = await expected({ provinceCode: '440000' });
    const pages = [];
    for (let pageNum = 1; (pageNum - 1) * 7 < want.length; pageNum++)
      pages.push(await list({ provinceCode: '440000', pageNum, pageSize: 7 }));
    for (const p of pages) expect(p.total).toBe(want.length);
    expect(pages.flatMap((p) => p.list.map((x) => x.taskId))).toEqual(ids(want));
    expect(pages.at(-1)!.list.length).toBe(want.length - (pages.length - 1) * 7);
  });

  it.each(['newest', 'reward'] as const)(
    "a keyword search (counted in the page's own query) pages by %s with the same total, past the end too",
    async (sort) => {
      const want = await expected({ keyword: '叉' }, sort);
      expect(want.length).toBeGreaterThan(2);
      const pages = [];
      for (let pageNum = 1; (pageNum - 1) * 2 < want.length; pageNum++)
        pages.push(await list({ keyword: '叉', sort, pageNum, pageSize: 2 }));
      for (const p of pages) expect(p.total).toBe(want.length);
      expect(pages.flatMap((p) => p.list.map((x) => x.taskId))).toEqual(ids(want));
      expect(await list({ keyword: '叉', sort, pageNum: pages.length + 1, pageSize: 2 })).toMatchObject({ list: [], total: want.length });
      expect(await list({ keyword: '叉', sort, pageNum: 100_000, pageSize: 2 })).toMatchObject({ list: [], total: want.length });
      expect(await list({ keyword: '没有这个词ZQXnone', sort })).toMatchObject({ list: [], total: 0 });
      expect(await list({ keyword: '没有这个词ZQXnone', sort, pageNum: 3 })).toMatchObject({ list: [], total: 0 });
    },
  );

  it('answers a page past the end, even a huge one, with an empty list and the total', async () => {
    const total = (await expected({})).length;
    expect(await list({ pageNum: 100_000, pageSize: 100 })).toEqual({ list: [], total, pageNum: 100_000, pageSize: 100 });
    expect(await list({ pageNum: Math.ceil(total / 30) + 1 })).toMatchObject({ list: [], total });
  });
});

describe('task_list_select: bad input', () => {
  it.each<[string, unknown, string]>([
    ['a region code that is not digits', { cityCode: 'abc' }, 'cityCode：地区编码格式不正确'],
    ['an unknown sort', { sort: 'oldest' }, 'sort：只能是 newest 或 reward'],
    ['a page size over 100', { pageSize: 101 }, 'pageSize：不能大于 100'],
    ['a page number of 0', { pageNum: 0 }, 'pageNum：不能小于 1'],
    ['a page number past 100000', { pageNum: 100_001 }, 'pageNum：不能大于 100000'],
    ['features that are not a list', { features: 'meals' }, 'features：'],
    ['more than 10 features', { features: Array.from({ length: 11 }, (_, i) => `f${i}`) }, 'features：最多选择 10 个特色'],
    ['a keyword over 50 characters', { keyword: '长'.repeat(51) }, 'keyword：长度不能超过 50 个字符'],
    ['an unknown field', { city: '上海' }, 'city：不允许的字段'],
  ])('refuses %s with E000400 naming the field', async (_name, payload, message) => {
    const res = await t.post(`/api/jy-turing-suppliers${tasks.selectTaskList.path}`, payload);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect(res.body.errorMsg).toContain(message);
  });
});
