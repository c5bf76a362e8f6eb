import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as login from '@contract/login';
import { urlOf } from '../../src/http/route';

/**
 * The real server (`server/src/main.ts`) as a child process on its own embedded database: the data directory's
 * permissions, and shutdown on a fault. Always PGlite: DATA_DIR only matters there.
 */
const root = process.cwd();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  url: string;
  log: () => string;
  exited: Promise<number | null>;
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), LOG_LEVEL: 'info', ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './server/test/process/fault-injector.mjs', 'server/src/main.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${log}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, url, log: () => log, exited };
}

/** Everything under `dir` that another user could read: directories not 0700, anything else with group or other bits. */
function notOwnerOnly(dir: string): string[] {
  const wrong: string[] = [];
  const visit = (p: string) => {
    const stat = lstatSync(p);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) wrong.push(`${p} ${mode.toString(8)}`);
      for (const name of readdirSync(p)) visit(path.join(p, name));
    } else if (mode & 0o077) wrong.push(`${p} ${mode.toString(8)}`);
  };
  visit(dir);
  return wrong;
}

let dataDir: string;
let running: Started | null = null;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'));
});
afterAll(() => {
  running?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('makes DATA_DIR owner-only on start, including files created later, and shuts down gracefully on an uncaught exception', async () => {
    // What an older version (umask 022, or a careless copy) left behind.
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'old'), { mode: 0o755 });
    chmodSync(path.join(dataDir, 'old'), 0o755);
    writeFileSync(path.join(dataDir, 'old', 'notes.txt'), 'x');
    chmodSync(path.join(dataDir, 'old', 'notes.txt'), 0o666);

    running = await startServer(dataDir);
    expect(notOwnerOnly(dataDir)).toEqual([]);
    // What was there is repaired to exactly 0600; what the server wrote since is owner-only by the umask.
    expect(lstatSync(path.join(dataDir, 'old', 'notes.txt')).mode & 0o777).toBe(0o600);
    expect(lstatSync(path.join(dataDir, 'pglite', 'PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(true);
    // Work that makes PGlite write.
    const res = await fetch(`${running.url}${urlOf(login.sendCode)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13912345678' }),
    });
    expect(await res.json()).toMatchObject({ flag: true });

    running.child.kill('SIGWINCH');
    expect(await running.exited).toBe(1);
    const log = running.log();
    expect(log).toContain('injected uncaught exception');
    expect(log).toContain('uncaught error: shutting down');
    expect(log).toContain('"msg":"stopped"');
    // Released like on SIGTERM: the next start is not refused.
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);
    // Files PGlite wrote while running and while closing.
    expect(notOwnerOnly(dataDir)).toEqual([]);
    running = null;
  }, 200_000);

  it('shuts down gracefully on an unhandled rejection', async () => {
    running = await startServer(dataDir, { FAULT: 'rejection' });
    running.child.kill('SIGWINCH');
    expect(await running.exited).toBe(1);
    const log = running.log();
    expect(log).toContain('injected unhandled rejection');
    expect(log).toContain('"msg":"stopped"');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    running = null;
  }, 200_000);
});
