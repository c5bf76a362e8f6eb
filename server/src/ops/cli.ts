import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/connect';
import { prepareDatabase } from '../db/prepare';
import { systemClock } from '../lib/clock';
import type { OpsCommand } from './command';
import { COMMANDS, findCommand } from './commands/index';
import { parseFlags, runCommand, type OpsResult } from './runner';
import { readLiveServer } from './server-record';
import { sendOpsRequest } from './socket';

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    '运维命令 (operator commands)',
    '',
    '用法 (usage): npm run ops -- <command> [--flag value …]',
    '',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    '每个命令的参数 (flags of a command): npm run ops -- <command> --help',
    '数据库 (database): DATABASE_URL when set, else the embedded one in DATA_DIR (default ./data);',
    'while the server runs on the embedded database, commands are sent to it over DATA_DIR/ops.sock.',
  ].join('\n');
}

const commandHelp = (c: OpsCommand) => [`${c.name} — ${c.summary}`, '', ...c.usage.map((u) => `  ${u}`)].join('\n');

/** Runs the command where the database is: directly, or through the running server that holds PGlite. */
async function execute(command: string, flags: Record<string, string>): Promise<OpsResult> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const server = readLiveServer(config.dataDir);
    if (server?.socket) return sendOpsRequest(config.dataDir, { command, flags });
    if (server) return { ok: false, error: `服务器 (pid ${server.pid}) 正在使用 ${config.dataDir}，但没有运维接口 (server has no ops socket)` };
  }
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  if (lock && 'heldBy' in lock) return { ok: false, error: `进程 ${lock.heldBy} 正在使用 ${config.dataDir} (database in use by pid ${lock.heldBy})` };
  const { db } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepareDatabase(db);
    return await runCommand(command, flags, { db, clock: systemClock });
  } finally {
    await db.destroy();
    lock?.release();
  }
}

/** `--json`: the result as one JSON line on stdout (API.md), same exit codes. */
function printJson(result: { ok: boolean } & Record<string, unknown>): void {
  console.log(JSON.stringify(result));
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const json = args.includes('--json');
  const rest = args.filter((a) => a !== '--json');
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(help());
    return name ? 0 : 2;
  }
  const command = findCommand(name);
  if (!command) {
    console.error(`未知命令 ${name} (unknown command)\n\n${help()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(commandHelp(command));
    return 0;
  }
  const parsed = parseFlags(rest);
  if ('error' in parsed) {
    if (json) printJson({ ok: false, error: parsed.error });
    else console.error(`${parsed.error}\n\n${commandHelp(command)}`);
    return 2;
  }
  const result = await execute(name, parsed.flags);
  if (json) {
    printJson(result.ok ? { ok: true, message: result.output, ...result.data } : { ok: false, error: result.error });
    return result.ok ? 0 : result.usage ? 2 : 1;
  }
  if (result.ok) {
    console.log(result.output);
    return 0;
  }
  console.error(result.usage ? `${result.error}\n\n${commandHelp(command)}` : result.error);
  return result.usage ? 2 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`运维命令失败 (ops command failed): ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
