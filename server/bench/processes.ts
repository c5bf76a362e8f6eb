import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { SERVER_OUT_DIR } from '../../scripts/build-server.mjs';
import type { Recorded } from './raw-twin';

/**
 * The two sides of `npm run bench:api` in processes of their own, as users run the server: the gateway compiled and
 * started as `npm start` starts it (plain node on dist/server/main.mjs, source maps on, LOG_LEVEL=warn), and the
 * raw twin (raw-twin-main.ts). The load generator stays in the bench's process.
 */
export interface Served {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `args` under node and waits (at most 2 minutes) until `probe` on its port answers 200. */
async function serve(args: string[], env: NodeJS.ProcessEnv, probe: string, method = 'GET'): Promise<Served> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(base + probe, { method, body: method === 'POST' ? '{}' : undefined }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not answer within 2 minutes`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid!,
    stop: async () => {
      // SIGTERM: the gateway's graceful shutdown lets requests the load generator dropped finish first.
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The gateway as `npm start` runs it, on DATABASE_URL (migrated and seeded already). */
export async function startGateway(databaseUrl: string, dataDir: string): Promise<Served> {
  if (!buildIfStale(root, { spa: false })) throw new Error('the server build failed');
  return serve(
    ['--enable-source-maps', path.join(SERVER_OUT_DIR, 'main.mjs')],
    { DATABASE_URL: databaseUrl, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    '/healthz',
  );
}

/** The raw twin serving `recorded` (written to `file` for it), on a pool of `poolSize`. */
export async function startTwin(databaseUrl: string, recorded: Recorded, file: string, poolSize: number): Promise<Served> {
  writeFileSync(file, JSON.stringify([...recorded]));
  const first = [...recorded.keys()][0] ?? '/raw/0';
  return serve(
    ['--import', 'tsx', path.join('server', 'bench', 'raw-twin-main.ts'), file],
    { DATABASE_URL: databaseUrl, BENCH_POOL_SIZE: String(poolSize) },
    first,
    'POST',
  );
}
