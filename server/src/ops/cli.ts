import path from 'node:path';
import pino from 'pino';
import { buildCtx } from '../compose';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { OWNER_ONLY_UMASK, restrictDataDir, secureDataDir } from '../db/data-dir-permissions';
import { openDatabase } from '../db/connect';
import { prepareDatabase } from '../prepare';
import { systemClock } from '../lib/clock';
import type { OpsCommand } from './command';
import { COMMANDS, findCommand } from './commands/index';
import { parseFlags, runCommand, runOfflineCommand, type OpsResult } from './runner';
import { readLiveServer } from './server-record';
import { sendOpsRequest } from './socket';

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    '运维命令 (operator commands)',
    '',
    '用法 (usage): npm run ops -- <command> [--flag value …] [--json]',
    '',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    '每个命令的参数 (flags of a command): npm run ops -- <command> --help',
    '数据库 (database): DATABASE_URL when set, else the embedded one in DATA_DIR (default ./data);',
    'while the server runs on the embedded database, commands are sent to it over DATA_DIR/ops.sock.',
    '--json: 结果为一行 JSON (one JSON line on stdout: the result, or {"error": …}); exit 0 done, 1 refused, 2 misuse.',
  ].join('\n');
}

const commandHelp = (c: OpsCommand) => [`${c.name} — ${c.summary}`, '', ...c.usage.map((u) => `  ${u}`)].join('\n');

/** Runs the command where the database is: directly, or through the running server that holds PGlite. */
async function execute(command: OpsCommand, flags: Record<string, string>): Promise<OpsResult> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const server = readLiveServer(config.dataDir);
    if (server && command.offline)
      return { ok: false, error: `服务器 (pid ${server.pid}) 正在运行，请先停止它再执行 ${command.name} (stop the server first)` };
    if (server?.socket) return sendOpsRequest(config.dataDir, { command: command.name, flags });
    if (server)
      return { ok: false, error: `服务器 (pid ${server.pid}) 正在使用 ${config.dataDir}，但没有运维接口 (server has no ops socket)` };
  }
  // Opening PGlite here creates files in DATA_DIR like the server does: owner-only, whoever runs the command.
  if (config.databaseUrl) process.umask(OWNER_ONLY_UMASK);
  else secureDataDir(config.dataDir);
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  if (lock && 'heldBy' in lock)
    return { ok: false, error: `进程 ${lock.heldBy} 正在使用 ${config.dataDir} (database in use by pid ${lock.heldBy})` };
  if (command.offline) {
    try {
      return await runOfflineCommand(command, flags, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    } finally {
      lock?.release();
    }
  }
  const { db, kind } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // A backup is of the database as it is (before an upgrade's migrations, say); MIGRATE_ON_START=0 leaves them to `npm run migrate`.
    if (!command.asIs) await prepareDatabase(db, new Date(), kind, config.migrateOnStart);
    if (!config.databaseUrl) restrictDataDir(config.dataDir);
    return await runCommand(
      command.name,
      flags,
      await buildCtx({ config, db, clock: systemClock, log: pino({ level: config.logLevel }, pino.destination(2)) }),
    );
  } finally {
    await db.destroy();
    lock?.release();
  }
}

/** Exit codes: 0 done, 1 refused (or failed), 2 misuse. */
const EXIT = { done: 0, refused: 1, misuse: 2 } as const;

/**
 * Where results go. With --json: exactly one JSON line on stdout — the command's result, or `{"error": …}` —
 * so scripts never parse prose; without it, sentences (results on stdout, refusals on stderr).
 */
function reporter(json: boolean) {
  return {
    done(result: { output: string; data: Record<string, unknown> }) {
      console.log(json ? JSON.stringify(result.data) : result.output);
    },
    refused(error: string, help?: string) {
      if (json) console.log(JSON.stringify({ error }));
      else console.error(help ? `${error}\n\n${help}` : error);
    },
  };
}

async function main(argv: string[]): Promise<number> {
  // --json is the CLI's own switch, valid with every command, anywhere on the line.
  const json = argv.includes('--json');
  const [name, ...rest] = argv.filter((a) => a !== '--json');
  const report = reporter(json);
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    if (json && !name) report.refused('缺少命令 (missing command)');
    else console.log(help());
    return name ? EXIT.done : EXIT.misuse;
  }
  const command = findCommand(name);
  if (!command) {
    report.refused(`未知命令 ${name} (unknown command)`, help());
    return EXIT.misuse;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(commandHelp(command));
    return EXIT.done;
  }
  const parsed = parseFlags(rest, command.switches);
  if ('error' in parsed) {
    report.refused(parsed.error, commandHelp(command));
    return EXIT.misuse;
  }
  // A file named by a flag is the caller's: resolve it here, the command may run in the server's process.
  for (const [flag, value] of Object.entries(parsed.flags)) {
    if (value && (flag.endsWith('-file') || command.paths?.includes(flag))) parsed.flags[flag] = path.resolve(value);
  }
  const result = await execute(command, parsed.flags);
  if (result.ok) {
    report.done(result);
    return EXIT.done;
  }
  report.refused(result.error, result.usage ? commandHelp(command) : undefined);
  return result.usage ? EXIT.misuse : EXIT.refused;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    reporter(process.argv.includes('--json')).refused(
      `运维命令失败 (ops command failed): ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exit(EXIT.refused);
  },
);
