import { REWARD_UNITS } from '@contract/tasks.meta';
import { sql } from 'kysely';
import { seedDatabase } from '../../src/seed';
import { ENUMS, POSITION_GROUPS } from '../../src/seed/reference-data';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: 'task' | 'region' | 'article' | 'app_user' | 'supplier') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the seed', () => {
  it('runs once: a second run changes nothing', async () => {
    const before = await Promise.all((['task', 'region', 'article', 'app_user', 'supplier'] as const).map(count));
    expect(await seedDatabase(t.db)).toBe(false);
    expect(await Promise.all((['task', 'region', 'article', 'app_user', 'supplier'] as const).map(count))).toEqual(before);
  });

  it('builds a consistent three-level region tree', async () => {
    const orphans = await sql<{ n: number }>`
      select count(*) as n from region r left join region p on p.code = r.parent_code
      where (r.level = 1 and r.parent_code is not null) or (r.level > 1 and (p.code is null or p.level <> r.level - 1))`.execute(t.db);
    expect(orphans.rows[0].n).toBe(0);
  });

  it('has about 200 open tasks across many cities and every position type', async () => {
    const tasks = await t.db.selectFrom('task').selectAll().execute();
    expect(tasks.length).toBeGreaterThanOrEqual(200);
    expect(new Set(tasks.map((x) => x.city_code)).size).toBeGreaterThanOrEqual(30);
    const leafTypes = POSITION_GROUPS.reduce((n, g) => n + g.types.length, 0);
    expect(new Set(tasks.map((x) => x.position_type_id)).size).toBe(leafTypes);
    const units = new Set(ENUMS.rewardUnit.map(([c]) => c));
    // The seeded labels are of exactly the contract's units (REWARD_UNITS), in its order.
    expect([...units]).toEqual([...REWARD_UNITS]);
    const settlements = new Set(ENUMS.settlementType.map(([c]) => c));
    const features = new Set(ENUMS.taskFeature.map(([c]) => c));
    const now = t.clock().getTime();
    for (const task of tasks) {
      expect(Number.isInteger(task.reward_amount) && task.reward_amount > 0).toBe(true);
      expect(units.has(task.reward_unit)).toBe(true);
      expect(settlements.has(task.settlement_type)).toBe(true);
      for (const f of task.features) expect(features.has(f)).toBe(true);
      expect(task.taken_count).toBeLessThanOrEqual(task.person_number);
      expect(task.status).toBe(1);
      expect(now - task.publish_time.getTime()).toBeLessThanOrEqual(60 * 24 * 3600 * 1000);
      expect(task.adviser_phone).toMatch(/^1[3-9]\d{9}$/);
    }
  });

  it('stores task places that exist in the region tree', async () => {
    const bad = await sql<{ n: number }>`
      select count(*) as n from task t
      join region c on c.code = t.city_code
      left join region d on d.code = t.district_code
      where c.parent_code <> t.province_code or (t.district_code is not null and d.parent_code <> t.city_code)`.execute(t.db);
    expect(bad.rows[0].n).toBe(0);
  });

  it('refuses to overbook a task at the database level', async () => {
    const task = await t.db.selectFrom('task').select(['id', 'person_number']).executeTakeFirstOrThrow();
    await expect(
      t.db
        .updateTable('task')
        .set({ taken_count: task.person_number + 1 })
        .where('id', '=', task.id)
        .execute(),
    ).rejects.toThrow();
  });

  it('creates the demo supplier with one administrator', async () => {
    const members = await t.db
      .selectFrom('supplier_member as m')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .innerJoin('supplier as s', 's.id', 'm.supplier_id')
      .select(['u.phone', 'm.is_main'])
      .where('s.name', 'like', '%（演示）')
      .orderBy('u.phone')
      .execute();
    expect(members).toEqual([
      { phone: '13800000000', is_main: true },
      { phone: '13800000001', is_main: false },
      { phone: '13800000002', is_main: false },
    ]);
  });
});
