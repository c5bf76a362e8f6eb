import type { z } from 'zod';
import { installChineseZodMessages } from '../http/zod-messages';
import { OpsError, type OpsCommand, type OpsContext } from './command';
import { findCommand } from './commands/index';

export type OpsResult = { ok: true; output: string; data?: Record<string, unknown> } | { ok: false; error: string; usage?: boolean };

/** `--phone 138… --city=深圳市` → { phone: '138…', city: '深圳市' }. Every flag takes a value. */
export function parseFlags(args: readonly string[]): { flags: Record<string, string> } | { error: string } {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--') || arg === '--') return { error: `无法识别的参数 ${arg}，参数应写作 --名称 值 (expected --name value)` };
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
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
  const parsed = command.flags.safeParse(rawFlags);
  if (!parsed.success) return { ok: false, error: describeIssues(parsed.error), usage: true };
  try {
    const out = await command.run(ctx, parsed.data);
    return typeof out === 'string' ? { ok: true, output: out } : { ok: true, output: out.text, data: out.data };
  } catch (err) {
    if (err instanceof OpsError) return { ok: false, error: err.message };
    throw err;
  }
}
