import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { migrations } from '../../src/db/migrations/index';
import { pendingMigrations } from '../../src/db/schema-status';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logs });
});
afterAll(() => t.close());

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });
const warnings = (about: RegExp) =>
  logs.map((l) => JSON.parse(l) as { level: number; msg: string; pending?: string[] }).filter((l) => l.level === 40 && about.test(l.msg));
const LAST = Object.keys(migrations).at(-1)!;

describe('liveness and readiness', () => {
  it('/healthz and /livez say the process answers; /readyz that the database answers with the current schema', async () => {
    for (const url of ['/healthz', '/livez', '/readyz']) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('/readyz answers 503 while the database lacks a migration this code has, and logs why once', async () => {
    await sql`delete from ${sql.table(DEFAULT_MIGRATION_TABLE)} where name = ${LAST}`.execute(t.db);
    expect(await pendingMigrations(t.db)).toEqual([LAST]);
    for (let probe = 0; probe < 3; probe++) {
      const res = await get(t, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'schema outdated' });
    }
    const logged = warnings(/schema is older than this code/);
    expect(logged).toHaveLength(1);
    expect(logged[0].pending).toEqual([LAST]);
    // Alive all the same: restarting it would not migrate the database.
    expect((await get(t, '/healthz')).statusCode).toBe(200);

    await sql`insert into ${sql.table(DEFAULT_MIGRATION_TABLE)} (name, timestamp) values (${LAST}, ${new Date().toISOString()})`.execute(
      t.db,
    );
    expect((await get(t, '/readyz')).statusCode).toBe(200);
    expect(await pendingMigrations(t.db)).toEqual([]);
  });

  it('a database migrated by a newer release is current for this one', async () => {
    await sql`insert into ${sql.table(DEFAULT_MIGRATION_TABLE)} (name, timestamp) values ('9999-from-the-future', ${new Date().toISOString()})`.execute(
      t.db,
    );
    expect((await get(t, '/readyz')).statusCode).toBe(200);
    await sql`delete from ${sql.table(DEFAULT_MIGRATION_TABLE)} where name = '9999-from-the-future'`.execute(t.db);
  });

  it('on a database never migrated every migration is pending', async () => {
    await sql`alter table ${sql.table(DEFAULT_MIGRATION_TABLE)} rename to migrations_aside`.execute(t.db);
    try {
      expect(await pendingMigrations(t.db)).toEqual(Object.keys(migrations));
    } finally {
      await sql`alter table migrations_aside rename to ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(t.db);
    }
  });

  it('/readyz answers 503 from the moment the shutdown begins; /healthz still says the process is alive', async () => {
    t.app.startDraining();
    const res = await get(t, '/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', reason: 'draining' });
    expect((await get(t, '/healthz')).statusCode).toBe(200);
  });
});

describe('when the database is gone', () => {
  it('/readyz answers 503 and logs it once; /healthz and /livez still answer', async () => {
    const brokenLogs: string[] = [];
    const broken = await createTestApp({ logs: brokenLogs });
    await broken.db.destroy();
    for (let probe = 0; probe < 2; probe++) {
      const res = await get(broken, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    }
    expect(brokenLogs.filter((l) => l.includes('the database does not answer'))).toHaveLength(1);
    expect((await get(broken, '/healthz')).statusCode).toBe(200);
    expect((await get(broken, '/livez')).statusCode).toBe(200);
    await broken.close();
  });
});
