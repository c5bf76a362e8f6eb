import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { lockDataDir } from './db/data-dir-lock';
import { OWNER_ONLY_UMASK, restrictDataDir, secureDataDir } from './db/data-dir-permissions';
import { migrateToLatest, migrationStates } from './db/migrate';
import { chinaDateTime } from './lib/time';

const USAGE = [
  '用法 (usage): npm run migrate [-- --status]',
  '  (无参数)   应用全部待执行的迁移 (apply every pending migration, under an advisory lock)',
  '  --status  列出已应用与待应用的迁移 (list applied and pending migrations)',
  '数据库 (database): DATABASE_URL when set, else the embedded one in DATA_DIR (default ./data).',
].join('\n');

export interface MigrateRun {
  /** 0 done, 1 refused or failed, 2 misuse. */
  code: number;
  out: string[];
  err: string[];
}

/**
 * `npm run migrate`: the migrations as a deployment step, before the new app servers start (with
 * MIGRATE_ON_START=0 they only check). On PostgreSQL it may run while old servers serve; the embedded database
 * admits one process, so there it runs only with the server stopped.
 */
export async function runMigrate(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<MigrateRun> {
  const run: MigrateRun = { code: 0, out: [], err: [] };
  const refuse = (code: number, line: string) => ({ ...run, code, err: [line] });
  if (argv.includes('--help') || argv.includes('-h')) return { ...run, out: [USAGE] };
  const unknown = argv.filter((a) => a !== '--status');
  if (unknown.length > 0) return refuse(2, `无法识别的参数 ${unknown.join(' ')} (unknown argument)\n\n${USAGE}`);
  const config = loadConfig(env);
  let lock: ReturnType<typeof lockDataDir> | null = null;
  if (config.databaseUrl) process.umask(OWNER_ONLY_UMASK);
  else {
    secureDataDir(config.dataDir);
    lock = lockDataDir(config.dataDir);
    if ('heldBy' in lock) {
      return refuse(
        1,
        `进程 ${lock.heldBy} 正在使用嵌入式数据库 ${config.dataDir}，它只允许一个进程：请先停止服务器再迁移，` +
          `或直接重启服务器，启动时会自动迁移（MIGRATE_ON_START=0 时除外）。` +
          `(the embedded database admits one process: stop the server first, or restart it — it migrates on start)`,
      );
    }
  }
  const { db } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (argv.includes('--status')) {
      const states = await migrationStates(db);
      const width = Math.max(...states.map((m) => m.name.length));
      const applied = states.filter((m) => m.appliedAt);
      const pending = states.filter((m) => !m.appliedAt);
      run.out.push(`已应用 (applied): ${applied.length}`);
      for (const m of applied) run.out.push(`  ${m.name.padEnd(width)}  ${chinaDateTime(m.appliedAt!)}`);
      run.out.push(`待应用 (pending): ${pending.length}`);
      for (const m of pending) run.out.push(`  ${m.name}`);
      return run;
    }
    const names = await migrateToLatest(db);
    run.out.push(names.length === 0 ? '数据库已是最新，无需迁移 (up to date)' : `已应用 ${names.length} 个迁移 (applied):`);
    for (const name of names) run.out.push(`  ${name}`);
    return run;
  } catch (err) {
    return refuse(1, `迁移失败 (migration failed): ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await db.destroy();
    if (!config.databaseUrl) restrictDataDir(config.dataDir);
    if (lock && 'release' in lock) lock.release();
  }
}
