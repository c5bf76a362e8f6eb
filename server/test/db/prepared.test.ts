import { sql } from 'kysely';
import { prepared } from '../../src/db/prepared';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('prepared queries', () => {
  it('are compiled once per shape and run with each call’s values, constants kept', async () => {
    const q = prepared((db, v: { codes: string[]; limit: number }, shape: { desc: boolean }) =>
      db
        .selectFrom('region')
        .select('code')
        .where('level', '=', 1)
        .where(sql<boolean>`code = any(${v.codes})`)
        .orderBy('code', shape.desc ? 'desc' : 'asc')
        .limit(v.limit),
    );
    const provinces = (await t.db.selectFrom('region').select('code').where('level', '=', 1).orderBy('code').limit(3).execute()).map((r) => r.code);
    expect(provinces).toHaveLength(3);
    expect((await q.all(t.db, { codes: provinces, limit: 2 }, { desc: false })).map((r) => r.code)).toEqual(provinces.slice(0, 2));
    expect((await q.all(t.db, { codes: provinces.slice(1), limit: 5 }, { desc: false })).map((r) => r.code)).toEqual(provinces.slice(1));
    expect((await q.all(t.db, { codes: provinces, limit: 1 }, { desc: true })).map((r) => r.code)).toEqual([provinces[2]]);
  });

  it('fail under test when the builder looks at a value instead of passing it on', async () => {
    const q = prepared((db, v: { name: string }) => {
      const base = db.selectFrom('region').select('code');
      return v.name === '北京市' ? base.where('name', '=', v.name) : base.where('code', '=', v.name);
    });
    await expect(q.all(t.db, { name: '北京市' })).rejects.toThrow(/prepared query differs from a fresh build/);
  });
});
