import { sql } from 'kysely';
import { directRunnerOf, registerDirectRunner } from '../../src/db/direct';
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
    const provinces = (await t.db.selectFrom('region').select('code').where('level', '=', 1).orderBy('code').limit(3).execute()).map(
      (r) => r.code,
    );
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

  it('run on the database’s direct runner when it has one, and through Kysely inside a transaction', async () => {
    const q = prepared((db, v: { code: string }) => db.selectFrom('region').select('name').where('code', '=', v.code));
    const [beijing] = await t.db.selectFrom('region').select(['code', 'name']).where('level', '=', 1).orderBy('code').limit(1).execute();
    // On PostgreSQL the app's own database has one (the pool itself); on PGlite none.
    expect(directRunnerOf(t.db) !== undefined).toBe(t.kind === 'postgres');
    expect(await q.all(t.db, { code: beijing.code })).toEqual([{ name: beijing.name }]);

    // Another Kysely over the same database, with a runner that says what it was asked.
    const db = t.db.withoutPlugins();
    const asked: [string, readonly unknown[]][] = [];
    registerDirectRunner(db, async (text, parameters) => {
      asked.push([text, parameters]);
      return [{ name: 'from the runner' }];
    });
    expect(await q.all(db, { code: beijing.code })).toEqual([{ name: 'from the runner' }]);
    expect(asked).toEqual([[expect.stringContaining('from "region" where "code" = $1'), [beijing.code]]]);
    // A transaction has its own connection: its queries never go to the runner.
    expect(await db.transaction().execute((trx) => q.all(trx, { code: beijing.code }))).toEqual([{ name: beijing.name }]);
    expect(asked).toHaveLength(1);
  });
});
