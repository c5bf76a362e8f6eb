import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildServer } from '../../../scripts/build-server.mjs';
import { DOCS_PATH } from '../../src/http/openapi';

// What `npm run build` compiles (scripts/build-server.mjs) runs with plain node, from another working directory:
// it starts, finds the files it reads from packages (swagger-ui-dist), answers, takes operator commands and stops
// cleanly on SIGTERM. The embedded database only: the process is under test here, not the database.
const template = inject('pgliteTemplate');
const root = process.cwd();
const READY = /portal ready on http:\/\/localhost:(\d+)/;

let outdir = '';
let dataDir = '';
let child: ChildProcess | null = null;
let log = '';

beforeAll(async () => {
  if (!template) return;
  // Under the project, as dist/server/ is: the bundle's bare imports resolve in its node_modules.
  outdir = mkdtempSync(path.join(root, 'node_modules', '.cache', 'compiled-server-'));
  await buildServer({ root, outdir });
  dataDir = mkdtempSync(path.join(tmpdir(), 'compiled-server-'));
  // The suite's migrated and seeded database, so the server starts instead of seeding.
  mkdirSync(path.join(dataDir, 'pglite'));
  const pglite = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([readFileSync(template)]) });
  await pglite.close();
}, 180_000);
afterAll(() => {
  child?.kill('SIGKILL');
  if (outdir) rmSync(outdir, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function run(file: string, args: string[]): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  // No tsx in the child: plain node on the bundle.
  delete env.NODE_OPTIONS;
  return spawn(process.execPath, ['--enable-source-maps', path.join(outdir, file), ...args], {
    cwd: tmpdir(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with what `pattern` matched in the process's output, or rejects when it exits first. */
function waitFor(process: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const read = () => {
      const match = log.match(pattern);
      if (match) resolve(match);
    };
    process.stdout!.on('data', read);
    process.stderr!.on('data', read);
    process.once('exit', (code) => reject(new Error(`exited with ${code} before ${pattern}:\n${log}`)));
  });
}

function exitOf(process: ChildProcess): Promise<{ code: number | null; stdout: string }> {
  let stdout = '';
  process.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  return new Promise((resolve) => process.once('exit', (code) => resolve({ code, stdout })));
}

describe.skipIf(!template)('the compiled server', () => {
  it('starts with plain node, answers, takes an operator command and stops on SIGTERM', async () => {
    child = run('main.mjs', []);
    child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    const exited = exitOf(child);
    const [, port] = await waitFor(child, READY);
    const url = `http://127.0.0.1:${port}`;

    expect((await fetch(`${url}/livez`)).status).toBe(200);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    // A file found through a package's location, not through the source tree.
    const css = await fetch(`${url}${DOCS_PATH}/assets/swagger-ui.css`);
    expect(css.status).toBe(200);
    expect(await css.text()).toContain('.swagger-ui');

    // The compiled operator command, sent to this server over DATA_DIR/ops.sock.
    const ops = await exitOf(run('ops.mjs', ['purge-expired', '--json']));
    expect(ops.code).toBe(0);
    expect(JSON.parse(ops.stdout)).not.toHaveProperty('error');

    child.kill('SIGTERM');
    expect((await exited).code).toBe(0);
    expect(log).toContain('"msg":"stopped"');
    // A start takes seconds, but far longer when the machine is busy with the rest of the suite.
  }, 180_000);
});
