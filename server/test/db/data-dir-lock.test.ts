import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockDataDir, processStartTime } from '../../src/db/data-dir-lock';

const children: ChildProcess[] = [];
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

/** A live process that is not a server: what a reused pid looks like. */
function liveStranger(): ChildProcess {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

const lockFile = () => path.join(dataDir, 'pglite.lock');

describe('the data-directory lock', () => {
  it('records pid and start time, and refuses a second holder while the first runs', () => {
    const first = lockDataDir(dataDir);
    expect('release' in first).toBe(true);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    const stranger = liveStranger();
    // The lock of a process that really is running (its pid and its start time) holds.
    writeFileSync(lockFile(), `${stranger.pid} ${processStartTime(stranger.pid!)}`);
    expect(lockDataDir(dataDir)).toEqual({ heldBy: stranger.pid });
    if ('release' in first) first.release();
  });

  it('takes over a stale lock whose pid now belongs to another live process', () => {
    const stranger = liveStranger();
    const start = processStartTime(stranger.pid!);
    expect(start).toMatch(/^\d+$/);
    // The crashed server's pid was reused: the pid is alive, but it started at another time.
    writeFileSync(lockFile(), `${stranger.pid} ${Number(start) - 1}`);
    const lock = lockDataDir(dataDir);
    expect('release' in lock).toBe(true);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    if ('release' in lock) lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over a lock held by a zombie, even in the old pid-only format', async () => {
    // `sleep 60` never reaps its child, so the short sleep stays a zombie with a live pid.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    const zombie = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim()))));
    await expect.poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1][0], { timeout: 5000 }).toBe('Z');
    writeFileSync(lockFile(), String(zombie));
    expect('release' in lockDataDir(dataDir)).toBe(true);
  });

  it('takes over the lock of a process that has exited', async () => {
    const gone = spawn('true');
    await new Promise((r) => gone.once('exit', r));
    writeFileSync(lockFile(), `${gone.pid} 12345`);
    expect('release' in lockDataDir(dataDir)).toBe(true);
  });
});
