#!/usr/bin/env node
// `npm run bench:start`: how long the gateway takes to start and how much memory it holds once ready, compiled
// (dist/server/main.mjs under plain node, what `npm start` runs) beside tsx compiling server/src at start.
// Start time is process spawn → the first 200 from /healthz (database open and migrated, listening); memory is the
// process's resident set right then. Each variant first starts once on an empty throwaway DATA_DIR (migrations and
// the demo seed), then BENCH_RUNS times (default 5) on that migrated, seeded database: the median is printed.
// BENCH_FIRST=0 skips the first starts. It prints figures; it asserts nothing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { SERVER_OUT_DIR } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const FIRST = process.env.BENCH_FIRST !== '0';
const TIMEOUT_MS = 300_000;

const VARIANTS = [
  { name: 'compiled (node dist/server/main.mjs)', args: ['--enable-source-maps', join(SERVER_OUT_DIR, 'main.mjs')] },
  { name: 'tsx (node --import tsx server/src/main.ts)', args: ['--import', 'tsx', 'server/src/main.ts'] },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Resident set size of a live process in MB (Linux), or NaN where /proc is missing. */
function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One start of `variant` on `dataDir`: milliseconds to the first healthy answer and the RSS then; stopped after. */
async function startOnce(variant, dataDir) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log = (log + d).slice(-4000)));
  child.stderr.on('data', (d) => (log = (log + d).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant.name} exited with ${child.exitCode}:\n${log}`);
      if (performance.now() - started > TIMEOUT_MS)
        throw new Error(`${variant.name} was not healthy after ${TIMEOUT_MS / 1000} s:\n${log}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      await pause(20);
    }
    return { ms: performance.now() - started, rss: rssMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mb = (value) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} MB`);

if (!buildIfStale(root, { spa: false })) {
  console.error('The server failed to compile (see above).');
  process.exit(1);
}
if (!existsSync(join(root, 'node_modules', 'tsx'))) {
  console.error('tsx is not installed (a production install?): there is nothing to compare with.');
  process.exit(1);
}

const dirs = [];
const makeDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  dirs.push(dir);
  return dir;
};
const cleanUp = () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

try {
  console.log(`Server start, spawn → /healthz 200, ${RUNS} warm run(s) per variant; load average ${loadavg()[0].toFixed(1)}\n`);
  const warmDir = makeDir();
  const results = new Map(VARIANTS.map((v) => [v, { first: null, warm: [] }]));
  if (FIRST) {
    for (const variant of VARIANTS) {
      const dir = variant === VARIANTS[0] ? warmDir : makeDir();
      const first = await startOnce(variant, dir);
      results.get(variant).first = first;
      console.log(`first start  ${variant.name}: ${seconds(first.ms)}, ${mb(first.rss)}`);
    }
  } else {
    await startOnce(VARIANTS[0], warmDir);
  }
  // Alternating, so a change in the machine's load during the run falls on both alike.
  for (let run = 1; run <= RUNS; run += 1) {
    for (const variant of VARIANTS) {
      const warm = await startOnce(variant, warmDir);
      results.get(variant).warm.push(warm);
      console.log(`warm run ${run}   ${variant.name}: ${seconds(warm.ms)}, ${mb(warm.rss)}`);
    }
  }
  console.log('\n| variant | first start | warm start (median, min–max) | RSS when ready (median) |');
  console.log('|---|---|---|---|');
  for (const [variant, { first, warm }] of results) {
    const times = warm.map((w) => w.ms);
    const span = `${seconds(median(times))} (${seconds(Math.min(...times))}–${seconds(Math.max(...times))})`;
    console.log(`| ${variant.name} | ${first ? seconds(first.ms) : '—'} | ${span} | ${mb(median(warm.map((w) => w.rss)))} |`);
  }
} finally {
  cleanUp();
}
