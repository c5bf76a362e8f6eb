import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/** True when a process with this pid exists (signal 0 only checks). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite's files must be opened by one process only; two would corrupt them. This takes DATA_DIR/pglite.lock
 * exclusively (O_EXCL), replacing a lock whose process has died. Returns a release function, or the pid
 * of the live holder.
 */
export function lockDataDir(dataDir: string): { release: () => void } | { heldBy: number } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(file);
      if (holder !== null && holder !== process.pid && isProcessAlive(holder)) return { heldBy: holder };
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}
