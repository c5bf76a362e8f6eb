import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Everything the process creates from now on is the owner's alone. */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * DATA_DIR holds PGlite's files (the JWT and code keys, session ids, every phone), `server.json` and `ops.sock`:
 * nobody but the owner may read them. Sets the process umask first — PGlite keeps creating files (WAL segments,
 * relations) long after start, and they get the umask's permissions — then repairs what is already there.
 * Call it before opening the database, and `restrictDataDir` again once it is open (see there).
 */
export function secureDataDir(dataDir: string): void {
  process.umask(OWNER_ONLY_UMASK);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictDataDir(dataDir);
}

/**
 * Directories 0700, files and sockets 0600, everything under `dataDir`. Needed after the database opens too:
 * PGlite unpacks its initial cluster on the first start with an explicit chmod 0666 that no umask masks.
 * Symlinks are left alone (chmod would follow them out of the directory).
 */
export function restrictDataDir(dataDir: string): void {
  const pending = [dataDir];
  while (pending.length) {
    const dir = pending.pop()!;
    chmodSync(dir, 0o700);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if ((entry.isFile() || entry.isSocket()) && (lstatSync(full).mode & 0o777) !== 0o600) chmodSync(full, 0o600);
    }
  }
}
