import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/connect';
import { MIGRATION_LOCK_KEY, migrateToLatest, schemaStatus } from '../../src/db/migrate';
import { migrationProvider, migrations } from '../../src/db/migrations/index';
import type { Db } from '../../src/db/schema';
import { manualClock } from '../../src/lib/clock';
import { runMigrate } from '../../src/migrate-command';
import { prepareDatabase } from '../../src/prepare';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { TEST_EPOCH } from '../helpers/epoch';
import { raceTest } from '../helpers/races';
import { testConfig } from '../helpers/test-app';

const ALL = Object.keys(migrations);
const adminUrl = process.env.DATABASE_URL;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database with nothing in it: an in-memory PGlite, or a new database on DATABASE_URL's server (its URL). */
async function emptyDatabase(): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  if (!adminUrl) {
    const { db } = openDatabase({ pglite: new PGlite() });
    return { db, drop: () => db.destroy() };
  }
  const name = `portal_empty_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db } = openDatabase({ databaseUrl: url.toString() });
  return { db, url: url.toString(), drop: async () => (await db.destroy(), await admin(`drop database if exists ${name} with (force)`)) };
}

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('schemaStatus: a migrated database has every migration applied and none pending', async () => {
    expect(await schemaStatus(t.db)).toEqual({ applied: ALL, pending: [] });
  });

  it('MIGRATE_ON_START=0: an empty database is refused with the step to take; an older schema is reported, not migrated, not seeded', async () => {
    const e = await emptyDatabase();
    try {
      expect(await schemaStatus(e.db)).toEqual({ applied: [], pending: ALL });
      await expect(prepareDatabase(e.db, TEST_EPOCH, 'postgres', false)).rejects.toThrow(/npm run migrate/);
      await new Migrator({ db: e.db, provider: migrationProvider }).migrateTo(ALL.at(-2)!);
      expect(await prepareDatabase(e.db, TEST_EPOCH, 'postgres', false)).toEqual({ migrations: [], seeded: false, pending: [ALL.at(-1)] });
      expect(await sql`select 1 from app_meta`.execute(e.db).then((r) => r.rows.length)).toBe(0);
      expect(await migrateToLatest(e.db)).toEqual([ALL.at(-1)]);
      expect(await migrateToLatest(e.db)).toEqual([]);
    } finally {
      await e.drop();
    }
  }, 120_000);

  raceTest(
    'three app servers starting together on an empty database all become ready; each migration is applied once, the seed once',
    async () => {
      const e = await emptyDatabase();
      const pools = [e.db, ...[1, 2].map(() => openDatabase({ databaseUrl: e.url }).db)];
      try {
        const apps = await Promise.all(
          pools.map(async (db) => {
            await prepareDatabase(db, TEST_EPOCH);
            const app = await buildApp({ config: testConfig(), db, clock: manualClock(TEST_EPOCH) });
            await app.ready();
            return app;
          }),
        );
        const health = await Promise.all(apps.map((app) => app.inject({ method: 'GET', url: '/healthz' })));
        expect(health.map((r) => r.statusCode)).toEqual([200, 200, 200]);
        const { rows } = await sql<{
          name: string;
          n: number;
        }>`select name, count(*)::int as n from kysely_migration group by name order by name`.execute(e.db);
        expect(rows).toEqual(ALL.map((name) => ({ name, n: 1 })));
        const tasks = await sql<{ n: number }>`select count(*)::int as n from task`.execute(e.db);
        expect(tasks.rows[0]!.n).toBe(200);
        await Promise.all(apps.map((app) => app.close()));
      } finally {
        await Promise.all(pools.slice(1).map((db) => db.destroy()));
        await e.drop();
      }
    },
    180_000,
  );

  raceTest(
    'a migration waits for the advisory lock another process holds',
    async () => {
      const e = await emptyDatabase();
      const holder = new pg.Client({ connectionString: e.url });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const migrating = migrateToLatest(e.db);
        await vi.waitFor(
          async () => {
            const { rows } = await holder.query(`select 1 from pg_locks where locktype = 'advisory' and objid = $1 and not granted`, [
              MIGRATION_LOCK_KEY,
            ]);
            expect(rows.length).toBe(1);
          },
          { timeout: 20_000, interval: 20 },
        );
        expect(await schemaStatus(e.db)).toEqual({ applied: [], pending: ALL });
        await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        expect(await migrating).toEqual(ALL);
      } finally {
        await holder.end();
        await e.drop();
      }
    },
    120_000,
  );
});

describe('npm run migrate (embedded database)', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'migrate-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '' });

  it('refuses while another process holds the data directory, and says what to do', async () => {
    const busy = mkdtempSync(path.join(tmpdir(), 'migrate-busy-'));
    try {
      writeFileSync(path.join(busy, 'pglite.lock'), String(process.ppid));
      const run = await runMigrate([], { DATA_DIR: busy, DATABASE_URL: '' });
      expect(run.code).toBe(1);
      expect(run.err.join('\n')).toContain(`进程 ${process.ppid} 正在使用嵌入式数据库`);
      expect(run.err.join('\n')).toContain('请先停止服务器');
    } finally {
      rmSync(busy, { recursive: true, force: true });
    }
  });

  it('misuse is exit 2 with the usage', async () => {
    const run = await runMigrate(['--stauts'], env());
    expect(run.code).toBe(2);
    expect(run.err.join('\n')).toContain('--status');
  });

  it('--status lists pending ones; a run applies them; --status then lists each with its time; another run has nothing to do', async () => {
    const before = await runMigrate(['--status'], env());
    expect(before.code).toBe(0);
    expect(before.out).toEqual(['已应用 (applied): 0', `待应用 (pending): ${ALL.length}`, ...ALL.map((n) => `  ${n}`)]);
    const run = await runMigrate([], env());
    expect(run).toMatchObject({ code: 0, err: [] });
    expect(run.out).toEqual([`已应用 ${ALL.length} 个迁移 (applied):`, ...ALL.map((n) => `  ${n}`)]);
    const after = await runMigrate(['--status'], env());
    expect(after.out[0]).toBe(`已应用 (applied): ${ALL.length}`);
    expect(after.out[1]).toMatch(/^ {2}0001-core +\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(after.out.at(-1)).toBe('待应用 (pending): 0');
    expect((await runMigrate([], env())).out).toEqual(['数据库已是最新，无需迁移 (up to date)']);
  }, 240_000);
});
