import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isSameProcessRunning } from '../db/data-dir-lock';

/** DATA_DIR/server.json: how the CLI finds a server that is running on this data directory. */
export interface ServerRecord {
  pid: number;
  port: number;
  socket: string | null;
  startedAt: string;
  /** /proc start time of `pid`: a reused pid is not the server. Absent in records of older versions. */
  processStart?: string | null;
}

const recordPath = (dataDir: string) => path.join(dataDir, 'server.json');

export function writeServerRecord(dataDir: string, record: ServerRecord): void {
  writeFileSync(recordPath(dataDir), `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
}

export function removeServerRecord(dataDir: string): void {
  rmSync(recordPath(dataDir), { force: true });
}

/** The record of a server that is still alive, or null (none, unreadable, or its process has gone). */
export function readLiveServer(dataDir: string): ServerRecord | null {
  try {
    const record = JSON.parse(readFileSync(recordPath(dataDir), 'utf8')) as ServerRecord;
    return Number.isInteger(record.pid) && isSameProcessRunning(record.pid, record.processStart ?? null) ? record : null;
  } catch {
    return null;
  }
}
