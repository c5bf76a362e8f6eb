import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** True when a process with this pid exists (signal 0 only checks). A zombie or a stranger with a reused pid counts. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type StatReading = { state: 'running'; startTime: string } | { state: 'gone' } | { state: 'unknown' };

/**
 * Reads /proc/<pid>/stat: the process state and its start time (clock ticks since boot, field 22). The command
 * name (field 2) may hold spaces and parentheses, so fields are counted from the last ')'. 'unknown' where
 * there is no /proc (not Linux).
 */
function readStat(pid: number): StatReading {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return { state: 'unknown' };
    try {
      readFileSync('/proc/self/stat');
      return { state: 'gone' };
    } catch {
      return { state: 'unknown' };
    }
  }
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state), so field 22 (starttime) is fields[19]. Z: zombie, X: dead.
  if (fields[0] === 'Z' || fields[0] === 'X') return { state: 'gone' };
  return { state: 'running', startTime: fields[19] };
}

/** The start time of a running process (an opaque string), or null when it is gone, a zombie, or unknowable. */
export function processStartTime(pid: number): string | null {
  const stat = readStat(pid);
  return stat.state === 'running' ? stat.startTime : null;
}

/**
 * Whether the process that wrote a pid (and, when known, its start time) still runs. A pid alone is not an
 * identity: after `kill -9` the pid may be a zombie or reused by another process, which must not block a
 * restart; the start time tells them apart.
 */
export function isSameProcessRunning(pid: number, startTime: string | null): boolean {
  const stat = readStat(pid);
  if (stat.state === 'gone') return false;
  if (stat.state === 'unknown') return isProcessAlive(pid);
  return startTime === null || stat.startTime === startTime;
}

/** `<pid> <start time>`; older locks hold the pid alone. */
function readHolder(file: string): { pid: number; startTime: string | null } | null {
  try {
    const [pidText, startTime] = readFileSync(file, 'utf8').trim().split(/\s+/);
    const pid = Number(pidText);
    return Number.isInteger(pid) && pid > 0 ? { pid, startTime: startTime || null } : null;
  } catch {
    return null;
  }
}

/**
 * PGlite's files must be opened by one process only; two would corrupt them. This takes DATA_DIR/pglite.lock
 * exclusively (O_EXCL), recording our pid and start time, and replaces a lock whose process is gone — dead,
 * a zombie, or its pid now someone else's. Returns a release function, or the pid of the live holder.
 */
export function lockDataDir(dataDir: string): { release: () => void } | { heldBy: number } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'pglite.lock');
  const identity = `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, identity);
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      if (holder !== null && holder.pid !== process.pid && isSameProcessRunning(holder.pid, holder.startTime))
        return { heldBy: holder.pid };
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}
