#!/usr/bin/env node
// Usage: node scripts/with-postgres.mjs <command> [args…]
//
// Runs a command against a throwaway PostgreSQL server: creates a cluster in a temporary directory, starts it on
// a free loopback port, runs the command with DATABASE_URL pointing at it, then stops the server and deletes the
// cluster. Exits with the command's exit code. initdb refuses to run as root, so as root the server runs as the
// `postgres` user.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBin } from './system-tools.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

const bin = findPostgresBin();
if (!bin) {
  console.error(
    "PostgreSQL's server binaries (initdb, pg_ctl) were not found in /usr/lib/postgresql/*/bin or $PG_BIN.\n" +
      'Install them with: apt-get install -y postgresql',
  );
  process.exit(127);
}

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

const isRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function pgRun(tool, toolArgs, options = {}) {
  const exe = join(bin, tool);
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...toolArgs]] : [exe, toolArgs];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (exit ${result.status ?? result.signal}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result;
}

const dir = mkdtempSync(join(tmpdir(), 'with-postgres-'));
const dataDir = join(dir, 'data');
if (isRoot) {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) {
    console.error('Running as root, but there is no `postgres` user to run the server as.');
    process.exit(1);
  }
  chownSync(dir, uid, gid);
}

let started = false;
function cleanUp() {
  if (started) {
    try {
      pgRun('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
    } catch (err) {
      console.error(`could not stop the temporary PostgreSQL server: ${err.message}`);
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  const port = await freePort();
  // A throwaway cluster: durability settings off, so test suites do not wait on fsync.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  pgRun('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-o', serverOptions, '-w', 'start']);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL (${bin}) running on 127.0.0.1:${port} for: ${[command, ...args].join(' ')}`);

  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  exitCode = await new Promise((resolve) => {
    child.on('error', (err) => {
      console.error(`could not run ${command}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (err) {
  console.error(err.message);
} finally {
  cleanUp();
}
process.exit(exitCode);
