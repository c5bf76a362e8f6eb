import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { OpsContext } from './command';
import { runCommand, type OpsResult } from './runner';

/** A request to the ops socket: one JSON line in, one JSON line out. */
export interface OpsRequest {
  command: string;
  flags: Record<string, string>;
}

const MAX_REQUEST_BYTES = 64 * 1024;

export function opsSocketPath(dataDir: string): string {
  return path.join(dataDir, 'ops.sock');
}

function isOpsRequest(v: unknown): v is OpsRequest {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.command === 'string' &&
    typeof r.flags === 'object' &&
    r.flags !== null &&
    Object.values(r.flags).every((x) => typeof x === 'string')
  );
}

/**
 * Serves ops commands inside the running server: PGlite admits one process, so while the server holds the
 * database the CLI hands its command over this unix socket. The socket file is owner-only (0600), the same
 * trust boundary as the database files next to it.
 */
export async function startOpsSocket(dataDir: string, ctx: OpsContext, log: FastifyBaseLogger): Promise<net.Server> {
  const file = opsSocketPath(dataDir);
  rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST_BYTES) return socket.destroy();
      const newline = buffer.indexOf('\n');
      if (newline < 0) return;
      socket.removeAllListeners('data');
      void answer(buffer.slice(0, newline)).then((result) => socket.end(`${JSON.stringify(result)}\n`));
    });
    socket.on('error', (err) => log.warn({ err }, 'ops socket connection failed'));
  });

  async function answer(line: string): Promise<OpsResult> {
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      return { ok: false, error: 'invalid request' };
    }
    if (!isOpsRequest(request)) return { ok: false, error: 'invalid request' };
    try {
      const result = await runCommand(request.command, request.flags, ctx);
      log.info({ command: request.command, ok: result.ok }, 'ops command');
      return result;
    } catch (err) {
      log.error({ err, command: request.command }, 'ops command failed');
      return { ok: false, error: `命令执行失败 (command failed): ${err instanceof Error ? err.message : String(err)}` };
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(file, 0o600);
  return server;
}

/** Sends one command to a running server's socket. */
export function sendOpsRequest(dataDir: string, request: OpsRequest, timeoutMs = 30_000): Promise<OpsResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(opsSocketPath(dataDir));
    let response = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('ops socket timed out')));
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(response) as OpsResult);
      } catch {
        reject(new Error('ops socket returned an unreadable answer'));
      }
    });
  });
}
