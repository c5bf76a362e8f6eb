import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { pgliteOf } from './connect';
import type { Db } from './schema';

/** A refusal the operator can act on (no such file, a file that is not a backup …). */
export class BackupRefused extends Error {}

const PG_DUMP_HINT =
  'DATABASE_URL 已设置：PostgreSQL 请用 pg_dump / pg_restore 备份与恢复 (use pg_dump / pg_restore, see server/README.md)';

/**
 * Writes a consistent snapshot of the embedded database to `file` (a gzipped tar of its data directory) while the
 * server keeps running. It holds the dialect's one connection meanwhile, so no transaction is half-way through
 * and none starts until the copy is taken; the checkpoint puts everything committed into the data files. Requests
 * wait for those moments (about a second per 100 MB). Written beside `file` first, then renamed: a crash never
 * leaves a half backup under the final name.
 */
export async function writeBackup(db: Db, file: string): Promise<{ bytes: number }> {
  const pglite = pgliteOf(db);
  if (!pglite) throw new BackupRefused(PG_DUMP_HINT);
  if (existsSync(file)) throw new BackupRefused(`${file} 已存在，不会覆盖 (file exists; choose another name)`);
  const tar = await db.connection().execute(async (conn) => {
    await sql`checkpoint`.execute(conn);
    return pglite.dumpDataDir('gzip');
  });
  const bytes = Buffer.from(await tar.arrayBuffer());
  const partial = `${file}.partial`;
  try {
    // Owner-only whatever the umask: it holds every secret the database does.
    writeFileSync(partial, bytes, { mode: 0o600, flag: 'wx' });
    renameSync(partial, file);
  } catch (err) {
    rmSync(partial, { force: true });
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EEXIST') throw new BackupRefused(`无法写入 ${file} (${code})`);
    throw err;
  }
  return { bytes: bytes.length };
}

/**
 * Replaces the embedded database in `dataDir` with the backup in `file`. The caller holds the data directory's
 * lock (the server is stopped). The backup is unpacked and opened in a directory of its own first: a file that is
 * not a backup leaves the current database as it was. Answers the restored database's table count.
 */
export async function restoreBackup(dataDir: string, file: string, databaseUrl?: string): Promise<{ tables: number }> {
  if (databaseUrl) throw new BackupRefused(PG_DUMP_HINT);
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupRefused(`找不到备份文件 ${file} (no such file)`);
  const staging = path.join(dataDir, 'pglite.restoring');
  rmSync(staging, { recursive: true, force: true });
  let tables: number;
  try {
    const pglite = new PGlite(staging, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      const { rows } = await pglite.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
      tables = rows[0]?.n ?? 0;
    } finally {
      await pglite.close();
    }
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw new BackupRefused(
      `${file} 不是可用的数据库备份 (not a backup of the embedded database: ${err instanceof Error ? err.message : String(err)})`,
    );
  }
  const current = path.join(dataDir, 'pglite');
  const replaced = path.join(dataDir, 'pglite.replaced');
  rmSync(replaced, { recursive: true, force: true });
  if (existsSync(current)) renameSync(current, replaced);
  renameSync(staging, current);
  rmSync(replaced, { recursive: true, force: true });
  return { tables };
}
