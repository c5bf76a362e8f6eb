import { spawn } from 'node:child_process';
import { inject } from 'vitest';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real CLI, keeping stdout and stderr apart (--json owns stdout): server/src/ops/cli.ts as global-setup.ts
 * bundled it once per run, rather than compiled again by tsx for every call as `npm run ops` does.
 */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [inject('opsCli'), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The one JSON line a --json run prints, parsed; fails the test on anything else. */
export function jsonLine(run: CliRun): Record<string, unknown> {
  const lines = run.stdout.split('\n').filter(Boolean);
  if (lines.length !== 1) throw new Error(`expected exactly one line on stdout, got ${JSON.stringify(run.stdout)} (stderr: ${run.stderr})`);
  return JSON.parse(lines[0]) as Record<string, unknown>;
}
