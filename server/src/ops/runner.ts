import type { z } from 'zod';
import { installChineseZodMessages } from '../http/zod-messages';
import { OpsError, type OpsCommand, type OpsContext, type OpsOutput } from './command';
import { findCommand } from './commands/index';
import { createOpsServices } from './services';

export type OpsResult = { ok: true; output: string; data: Record<string, unknown> } | { ok: false; error: string; usage?: boolean };

/**
 * `--phone 138… --city=深圳市 --verified` → { phone: '138…', city: '深圳市', verified: 'true' }. Every flag takes
 * a value except the command's switches, which take none.
 */
export function parseFlags(
  args: readonly string[],
  switches: readonly string[] = [],
): { flags: Record<string, string> } | { error: string } {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--') || arg === '--') return { error: `无法识别的参数 ${arg}，参数应写作 --名称 值 (expected --name value)` };
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    if (switches.includes(name)) {
      if (eq > 0) return { error: `--${name} 不带值 (takes no value)` };
      if (name in flags) return { error: `--${name} 重复出现 (given twice)` };
      flags[name] = 'true';
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
    if (value === undefined || (eq < 0 && value.startsWith('--'))) return { error: `--${name} 缺少值 (missing value)` };
    if (name in flags) return { error: `--${name} 重复出现 (given twice)` };
    flags[name] = value;
  }
  return { flags };
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => `--${k}：未知参数 (unknown flag)`)
        : [`--${issue.path.join('.')}：${issue.message}`],
    )
    .join('\n');
}

/** Validates the flags against the command and runs it. Shared by the CLI and the server's ops socket. */
export async function runCommand(name: string, rawFlags: Record<string, string>, ctx: OpsContext): Promise<OpsResult> {
  installChineseZodMessages();
  const command: OpsCommand | undefined = findCommand(name);
  if (!command) return { ok: false, error: `未知命令 ${name} (unknown command)`, usage: true };
  return runParsed(command, rawFlags, (flags) => command.run(createOpsServices(ctx), flags));
}

/** The same for a command that works on the stopped server's data directory itself (OpsCommand.offline). */
export async function runOfflineCommand(
  command: OpsCommand,
  rawFlags: Record<string, string>,
  place: { dataDir: string; databaseUrl?: string },
): Promise<OpsResult> {
  installChineseZodMessages();
  if (!command.offline) throw new Error(`${command.name} has no offline form`);
  return runParsed(command, rawFlags, (flags) => command.offline!(place, flags));
}

async function runParsed(
  command: OpsCommand,
  rawFlags: Record<string, string>,
  run: (flags: unknown) => Promise<OpsOutput>,
): Promise<OpsResult> {
  const parsed = command.flags.safeParse(rawFlags);
  if (!parsed.success) return { ok: false, error: describeIssues(parsed.error), usage: true };
  try {
    const { message, data } = await run(parsed.data);
    return { ok: true, output: message, data };
  } catch (err) {
    if (err instanceof OpsError) return { ok: false, error: err.message };
    throw err;
  }
}
