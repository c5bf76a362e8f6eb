import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/connect';
import { poolStatsOf } from '../../src/db/pool-stats';
import { Mutex } from '../../src/lib/mutex';

describe('Mutex', () => {
  it('hands the lock out in request order, one holder at a time', async () => {
    const mutex = new Mutex();
    const log: string[] = [];
    const worker = async (name: string, ms: number) => {
      const release = await mutex.acquire();
      log.push(`${name}+`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`${name}-`);
      release();
    };
    await Promise.all([worker('a', 20), worker('b', 1), worker('c', 5)]);
    expect(log).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
  });

  it('counts its holder and waiters until each releases, once', async () => {
    const mutex = new Mutex();
    const first = await mutex.acquire();
    const second = mutex.acquire();
    expect(mutex.outstanding).toBe(2);
    first();
    first();
    expect(mutex.outstanding).toBe(1);
    (await second)();
    expect(mutex.outstanding).toBe(0);
  });
});

describe('the PGlite dialect', () => {
  const { db } = openDatabase({ pglite: new PGlite() });
  beforeAll(async () => {
    await sql`create table t (id int primary key, v text)`.execute(db);
  });
  afterAll(() => db.destroy());

  it('reports its one connection as a pool: in use while a transaction holds it, the others waiting', async () => {
    expect(poolStatsOf(db)).toEqual({ total: 1, idle: 1, waiting: 0 });
    let seen: unknown;
    await db
      .transaction()
      .execute(async (trx) => {
        const queued = sql`select 1`.execute(db);
        const another = sql`select 2`.execute(db);
        await new Promise((r) => setImmediate(r));
        seen = poolStatsOf(db);
        await sql`select 3`.execute(trx);
        return [queued, another];
      })
      .then((waiting) => Promise.all(waiting));
    expect(seen).toEqual({ total: 1, idle: 0, waiting: 2 });
    expect(poolStatsOf(db)).toEqual({ total: 1, idle: 1, waiting: 0 });
  });

  it('keeps concurrent transactions apart on its single connection', async () => {
    // Without the connection mutex, b's insert would run inside a's transaction and be rolled back with it.
    const a = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('t' as never)
        .values({ id: 1, v: 'a' } as never)
        .execute();
      await new Promise((r) => setTimeout(r, 30));
      throw new Error('roll a back');
    });
    const b = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('t' as never)
        .values({ id: 2, v: 'b' } as never)
        .execute();
    });
    const plain = sql`insert into t values (3, 'plain')`.execute(db);
    await expect(a).rejects.toThrow('roll a back');
    await b;
    await plain;
    const rows = await sql<{ id: number }>`select id from t order by id`.execute(db);
    expect(rows.rows.map((r) => r.id)).toEqual([2, 3]);
  });

  it('reports affected rows and parses int8 as numbers', async () => {
    const updated = await sql`update t set v = 'x' where id >= 2`.execute(db);
    expect(updated.numAffectedRows).toBe(2n);
    const count = await sql<{ n: number }>`select count(*) as n from t`.execute(db);
    expect(count.rows[0].n).toBe(2);
  });

  it('runs again after a failed statement inside a transaction', async () => {
    await expect(db.transaction().execute(async (trx) => sql`select * from no_such_table`.execute(trx))).rejects.toThrow();
    const ok = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(ok.rows[0].one).toBe(1);
  });
});
