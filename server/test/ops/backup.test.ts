import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/connect';
import type { Db } from '../../src/db/schema';
import { manualClock } from '../../src/lib/clock';
import { findCommand } from '../../src/ops/commands/index';
import { runCommand, runOfflineCommand } from '../../src/ops/runner';
import { removeServerRecord, writeServerRecord } from '../../src/ops/server-record';
import { startOpsSocket } from '../../src/ops/socket';
import { TEST_EPOCH } from '../helpers/epoch';
import { runCli } from '../helpers/ops-cli';
import { testConfig } from '../helpers/test-app';

type Row = Record<string, unknown>;

/** Every table's row count and an md5 of its rows in a fixed order: two databases with equal maps hold the same data. */
async function tableDigests(db: Db, except: string[] = []): Promise<Record<string, { rows: number; md5: string }>> {
  const { rows: tables } = await sql<{
    name: string;
  }>`select tablename as name from pg_tables where schemaname = 'public' order by 1`.execute(db);
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables.filter((t) => !except.includes(t.name))) {
    const { rows } = await sql<{
      rows: number;
      md5: string;
    }>`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${sql.table(name)} t`.execute(
      db,
    );
    out[name] = rows[0]!;
  }
  return out;
}

const metaRows = async (db: Db): Promise<Row[]> => (await sql<Row>`select key, value from app_meta order by key`.execute(db)).rows;

/** Writes pairs of app_meta rows, each pair one transaction with a pause between its two inserts, until stopped. */
function startWriter(db: Db) {
  let stopped = false;
  let pairs = 0;
  const done = (async () => {
    while (!stopped) {
      const i = pairs;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('app_meta')
          .values({ key: `bk-${i}-a`, value: String(i), updated_at: TEST_EPOCH })
          .execute();
        await new Promise((resolve) => setImmediate(resolve));
        await trx
          .insertInto('app_meta')
          .values({ key: `bk-${i}-b`, value: String(i), updated_at: TEST_EPOCH })
          .execute();
      });
      pairs = i + 1;
    }
  })();
  return { pairs: () => pairs, stop: async () => ((stopped = true), await done) };
}

// Backups here are of the embedded database (PGlite's data directory); PostgreSQL is backed up with pg_dump.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'backup and restore of the embedded database (PGlite only: PostgreSQL uses pg_dump)',
  () => {
    let dataDir = '';
    let work = '';
    let db: Db;
    let app: FastifyInstance;
    let socket: Server;
    const clock = manualClock(TEST_EPOCH);

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'backup-data-'));
      work = mkdtempSync(path.join(tmpdir(), 'backup-files-'));
      mkdirSync(path.join(dataDir, 'pglite'));
      const pglite = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
      db = openDatabase({ pglite }).db;
      app = await buildApp({ config: testConfig({ dataDir }), db, clock });
      await app.ready();
      // The test plays the running server: it holds the database and serves ops commands on DATA_DIR/ops.sock.
      socket = await startOpsSocket(dataDir, app.ctx, app.log);
      writeServerRecord(dataDir, { pid: process.pid, port: 0, socket: 'ops.sock', startedAt: new Date().toISOString() });
    });
    afterAll(async () => {
      socket?.close();
      await app?.close();
      await db?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(work, { recursive: true, force: true });
    });

    it('backs up through the running server (ops socket), owner-only; refuses an existing file and a restore while it runs', async () => {
      const file = path.join(work, 'by-cli.tar.gz');
      const made = await runCli(['backup', '--out', file, '--json'], { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(made.code).toBe(0);
      expect(JSON.parse(made.stdout)).toMatchObject({ file, bytes: statSync(file).size });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const again = await runCli(['backup', '--out', file], { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('已存在');
      const restore = await runCli(['restore', '--in', file], { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain('请先停止');
      // Handed to the server anyway (an older CLI): the server refuses too.
      expect(await runCommand('restore', { in: file }, app.ctx)).toMatchObject({ ok: false, error: expect.stringContaining('请先停止') });
    }, 120_000);

    it('a backup taken while the app writes restores every table as it was at one instant, every transaction whole', async () => {
      const writer = startWriter(db);
      await vi.waitFor(() => expect(writer.pairs()).toBeGreaterThanOrEqual(5), { timeout: 20_000, interval: 10 });
      const file = path.join(work, 'live.tar.gz');
      // Requests that read the database keep arriving during the copy; they wait for it, then are answered.
      const during = Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/readyz' }));
      const result = await runCommand('backup', { out: file }, app.ctx);
      expect(result).toMatchObject({ ok: true });
      expect((await Promise.all(during)).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const atBackup = writer.pairs();
      await vi.waitFor(() => expect(writer.pairs()).toBeGreaterThan(atBackup + 2), { timeout: 20_000, interval: 10 });
      await writer.stop();
      const live = await tableDigests(db, ['app_meta']);
      const liveMeta = await metaRows(db);
      // Changed after the backup, so the restore must undo it.
      await sql`update supplier_notice set read_at = ${clock()}, title = 'changed'`.execute(db);
      await sql`delete from app_meta where key = 'bk-0-a'`.execute(db);
      socket.close();
      removeServerRecord(dataDir);
      await app.close();
      await db.destroy();

      // Not a backup: refused, and the database is left as it was.
      const junk = path.join(work, 'junk.tar.gz');
      writeFileSync(junk, 'not a backup');
      const restore = findCommand('restore')!;
      expect(await runOfflineCommand(restore, { in: junk }, { dataDir })).toMatchObject({
        ok: false,
        error: expect.stringContaining('不是可用的数据库备份'),
      });
      expect(await runOfflineCommand(restore, { in: path.join(work, 'missing') }, { dataDir })).toMatchObject({
        ok: false,
        error: expect.stringContaining('找不到'),
      });
      db = openDatabase({ dataDir }).db;
      expect(await sql`select key from app_meta where key = 'bk-0-a'`.execute(db).then((r) => r.rows.length)).toBe(0);
      await db.destroy();

      expect(await runOfflineCommand(restore, { in: file }, { dataDir })).toMatchObject({ ok: true });
      expect(existsSync(path.join(dataDir, 'pglite.restoring'))).toBe(false);
      db = openDatabase({ dataDir }).db;
      expect(await tableDigests(db, ['app_meta'])).toEqual(live);
      const restoredMeta = await metaRows(db);
      const pairs = restoredMeta.filter((r) => String(r.key).startsWith('bk-'));
      const written = new Set(pairs.map((r) => Number(r.value)));
      // Whole transactions only, a prefix of what was written: the state at one instant during the backup.
      expect(pairs.length).toBe(2 * written.size);
      expect(written.size).toBeGreaterThanOrEqual(5);
      expect(written.size).toBeLessThanOrEqual(atBackup + 1);
      expect(Math.max(...written)).toBe(written.size - 1);
      const expected = liveMeta.filter((r) => !String(r.key).startsWith('bk-') || Number(r.value) < written.size);
      const byKey = (a: Row, b: Row) => String(a.key).localeCompare(String(b.key));
      expect(restoredMeta.sort(byKey)).toEqual(expected.sort(byKey));
    }, 180_000);
  },
);
