import { DEFAULT_SEED_TASKS, insertGeneratedTasks, seedTaskCount } from '../../src/seed/bulk-tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('generated tasks for scale', () => {
  it('SEED_TASKS sets the first seed’s number of tasks, and a bad value is refused', () => {
    expect(seedTaskCount({})).toBe(DEFAULT_SEED_TASKS);
    expect(seedTaskCount({ SEED_TASKS: ' ' })).toBe(DEFAULT_SEED_TASKS);
    expect(seedTaskCount({ SEED_TASKS: '10000' })).toBe(10_000);
    for (const bad of ['0', '-5', '1.5', 'many', '2000000']) expect(() => seedTaskCount({ SEED_TASKS: bad })).toThrow(/SEED_TASKS/);
  });

  it('adds tasks in batches, not copies of the demo ones', async () => {
    const before = await t.db.selectFrom('task').select(['title', 'company_name', 'publish_time']).orderBy('id').execute();
    await insertGeneratedTasks(t.db, 1_234, t.clock());
    const after = await t.db
      .selectFrom('task')
      .select(['title', 'company_name', 'publish_time', 'status', 'taken_count', 'person_number'])
      .orderBy('id')
      .execute();
    expect(after).toHaveLength(before.length + 1_234);
    const demo = new Set(before.map((x) => `${x.title}|${x.company_name}|${x.publish_time.getTime()}`));
    const added = after.slice(before.length);
    expect(added.filter((x) => demo.has(`${x.title}|${x.company_name}|${x.publish_time.getTime()}`)).length).toBeLessThan(10);
    for (const x of added) expect(x.status === 1 && x.taken_count < x.person_number).toBe(true);
  });
});
