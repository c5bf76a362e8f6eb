import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removeServerRecord, writeServerRecord } from '../../src/ops/server-record';
import { startOpsSocket } from '../../src/ops/socket';
import type { TestApp } from './test-app';
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
    const child = spawn(process.execPath, [inject('opsCli'), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The one JSON line a --json run prints, parsed; fails the test on anything else. */
export function jsonLine(run: CliRun): Record<string, unknown> {
  const lines = run.stdout.split('\n').filter(Boolean);
  if (lines.length !== 1) throw new Error(`expected exactly one line on stdout, got ${JSON.stringify(run.stdout)} (stderr: ${run.stderr})`);
  return JSON.parse(lines[0]) as Record<string, unknown>;
}

export interface OpsCli {
  /** Runs the CLI against this test's database; `out` is stdout and stderr together. */
  cli: (...args: string[]) => Promise<CliRun & { out: string }>;
  /** The DATA_DIR the CLI runs with (its ops socket is there on PGlite). */
  dataDir: () => string;
}

/**
 * Real CLI processes against the test's app, for a describe block (it registers its own beforeAll/afterAll): a
 * temporary DATA_DIR where, on PGlite, the test plays the running server — it holds the database and serves the
 * commands on DATA_DIR/ops.sock; on PostgreSQL the CLI connects to DATABASE_URL itself.
 */
export function opsCliOf(app: () => TestApp): OpsCli {
  let dataDir = '';
  let socket: Server | null = null;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ops-cli-'));
    const t = app();
    if (t.kind === 'pglite') {
      socket = await startOpsSocket(dataDir, t.ctx, t.app.log);
      writeServerRecord(dataDir, { pid: process.pid, port: 0, socket: 'ops.sock', startedAt: new Date().toISOString() });
    }
  });
  afterAll(() => {
    socket?.close();
    removeServerRecord(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    cli: async (...args) => {
      const run = await runCli(args, { DATA_DIR: dataDir, DATABASE_URL: app().databaseUrl ?? '' });
      return { ...run, out: run.stdout + run.stderr };
    },
    dataDir: () => dataDir,
  };
}
