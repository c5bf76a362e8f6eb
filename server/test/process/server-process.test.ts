import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as login from '@contract/login';
import { urlOf } from '../../src/http/route';
import { startServer, type Started } from '../helpers/server-process';

// The real server as a child process (helpers/server-process.ts): the data directory's permissions, and shutdown
// on a fault.

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
