import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEntry } from './server-bundle';

/**
 * The real gateway server, started as `npm start` starts it (from the run's bundle of its sources when the browser
 * tests' global setup made one: server-bundle.ts), on a free port with a fresh embedded database. Its SMS
 * resend interval is 0 (SMS_RESEND_INTERVAL): a test that needs a second code for a phone never waits out 60 s.
 */
export interface RunningServer {
  url: string;
  dataDir: string;
  /** Waits for the verification code the server logs for `phone` after `since` (a log offset). */
  codeFor(phone: string, since?: number): Promise<string>;
  logOffset(): number;
  ops(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const root = process.cwd();

/**
 * `template`: a DATA_DIR already migrated and seeded (the browser tests' global setup makes one per run); the server
 * starts on a copy of it instead of seeding an empty one. `databaseUrl`: several servers on one PostgreSQL (the
 * live-notice tests); without it, always the embedded database — a DATABASE_URL in the caller's environment must not
 * leak into the browser tests.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { template?: string; databaseUrl?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  if (options.template) cpSync(options.template, dataDir, { recursive: true });
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SMS_RESEND_INTERVAL: '0',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if (options.databaseUrl) childEnv.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, serverEntry('main'), { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  // Called on every new piece of log (codeFor waits on them instead of polling).
  const readers = new Set<() => void>();
  const append = (d: Buffer) => {
    log += d.toString();
    for (const read of readers) read();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, () => log);

  return {
    url,
    dataDir,
    logOffset: () => log.length,
    codeFor(phone, since = 0) {
      const pattern = new RegExp(`verification code for ${phone}: (\\d{6})`, 'g');
      return new Promise<string>((resolve, reject) => {
        const read = () => {
          const matches = [...log.slice(since).matchAll(pattern)];
          if (!matches.length) return;
          done();
          resolve(matches[matches.length - 1][1]);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no verification code for ${phone} in the server log`));
        }, 10_000);
        const done = () => {
          clearTimeout(timer);
          readers.delete(read);
        };
        readers.add(read);
        read();
      });
    },
    ops: (...args) => runOps(args, childEnv),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${log()}`);
}

function runOps(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...serverEntry('cli'), ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`ops ${args.join(' ')} exited ${code}: ${out}`))));
  });
}
