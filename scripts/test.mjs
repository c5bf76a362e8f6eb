#!/usr/bin/env node
// `npm test`: unit tests, the server suite on embedded PGlite and on a real PostgreSQL server, the weight
// budgets of the SPA build, then the browser tests in Debian's Chromium. A missing PostgreSQL or Chromium is reported plainly and skips that
// part, except under CI=true, where it is a failure.
//
// Keeping two cores busy without crowding them: the unit and PGlite server tests run first on every core (vitest.config.ts
// sets the workers); then the PostgreSQL server suite (one worker, plus the PostgreSQL server) runs beside the build, the
// budgets and the browser tests (one file at a time: the test runner, the gateway and Chromium). The PostgreSQL part's
// output is kept and printed as one block when it ends, so the two do not interleave.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, findPostgresBin, hasChineseFont, hasTesseractChinese } from './system-tools.mjs';
import { buildIfStale } from './build-if-stale.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const reports = mkdtempSync(join(tmpdir(), 'portal-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** Each failed test, with the first lines of its error: printed again at the very end, where a CI log's tail shows it. */
const failures = [];
let step = 0;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(`${label} failed (exit ${result.status ?? result.signal})`);
  return result.status === 0;
}

/**
 * Like run, in the background: resolves when it ends. With `log`, its output goes straight to that file (not
 * through this process, whose event loop the synchronous steps block) instead of the terminal.
 */
function start(label, command, args, env = {}, log = null) {
  if (!log) console.log(`\n=== ${label} ===`);
  const fd = log ? openSync(log, 'w') : null;
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: fd === null ? 'inherit' : ['ignore', fd, fd], env: { ...process.env, ...env } });
    child.on('close', (code, signal) => {
      if (fd !== null) closeSync(fd);
      if (code !== 0) problems.push(`${label} failed (exit ${code ?? signal})`);
      resolve(code === 0);
    });
  });
}

function vitestArgs(projects, out, wrapper) {
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const vitestBin = join('node_modules', 'vitest', 'vitest.mjs');
  return wrapper.length ? [...wrapper, process.execPath, vitestBin, ...args] : [process.execPath, vitestBin, ...args];
}

function countReport(label, out) {
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    for (const file of r.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) {
        const message = (t.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n    ');
        failures.push(`${label}: ${file.name} > ${t.fullName ?? t.title}\n    ${message}`);
      }
      // A file that failed outside any test (an import or a hook) has no failed assertion to name.
      if (failed.length === 0 && file.status === 'failed')
        failures.push(`${label}: ${file.name}\n    ${(file.message ?? '').split('\n').slice(0, 6).join('\n    ')}`);
    }
  } else {
    problems.push(`${label}: no test report was written`);
  }
}

function vitest(label, projects, env = {}, wrapper = []) {
  const out = join(reports, `${++step}.json`);
  const [command, ...rest] = vitestArgs(projects, out, wrapper);
  run(label, command, rest, env);
  countReport(label, out);
}

/** vitest in the background; `log` as in start. */
async function vitestInBackground(label, projects, env = {}, wrapper = [], log = null) {
  const out = join(reports, `${++step}.json`);
  const [command, ...rest] = vitestArgs(projects, out, wrapper);
  await start(label, command, rest, env, log);
  countReport(label, out);
}

function skipped(what, why) {
  const line = `${what} SKIPPED: ${why}`;
  console.log(`\n=== ${line} ===`);
  if (ci) problems.push(`${line} (a failure under CI=true)`);
  else problems.push(line);
}

// The OCR tests skip themselves without these (and fail under CI=true); say so here too.
if (!hasTesseractChinese())
  skipped('OCR tests', "tesseract with the chi_sim model was not found; install Debian's tesseract-ocr and tesseract-ocr-chi-sim");
if (!hasChineseFont()) skipped('OCR tests', "no font with Chinese glyphs (fc-list :lang=zh is empty); install Debian's fonts-wqy-zenhei");

// One formatter over every file: a file Prettier would change is a failure (`npm run format` fixes it).
run('formatting (prettier --check)', process.execPath, [
  join('node_modules', 'prettier', 'bin', 'prettier.cjs'),
  '--check',
  '--log-level=warn',
  '.',
]);

vitest('unit tests and server suite (embedded PGlite)', ['unit', 'server']);

let postgresSuite = Promise.resolve();
if (findPostgresBin()) {
  const label = 'server suite on a real PostgreSQL server';
  const log = join(reports, 'postgres.log');
  console.log(`\n=== ${label}: started; its output follows when it ends ===`);
  postgresSuite = vitestInBackground(
    label,
    ['server'],
    { VITEST_MAX_WORKERS: '1' },
    [process.execPath, 'scripts/with-postgres.mjs'],
    log,
  ).then(() => {
    console.log(`\n=== ${label} (output) ===`);
    process.stdout.write(readFileSync(log));
  });
} else {
  skipped(
    'Server suite on PostgreSQL',
    "PostgreSQL's server binaries (initdb, pg_ctl) were not found; install Debian's postgresql package",
  );
}

// The weight budgets read the build's manifest: deterministic sizes, no browser needed.
const built = buildIfStale(undefined, { server: false });
if (built) run('weight budgets (build manifest, gzip)', process.execPath, ['scripts/check-budgets.mjs']);
else problems.push('weight budgets: the SPA build failed');

const chromium = findChromium();
if (chromium) {
  if (built) await vitestInBackground('browser tests (Chromium)', ['e2e'], { CHROMIUM_PATH: chromium });
  else problems.push('browser tests: the SPA build failed');
} else {
  skipped('Browser tests', "Chromium was not found at /usr/bin/chromium (or CHROMIUM_PATH); install Debian's chromium package");
}
await postgresSuite;

rmSync(reports, { recursive: true, force: true });
console.log('');
if (failures.length) {
  console.log(`failed tests (${failures.length}):`);
  for (const f of failures) console.log(`- ${f}`);
  console.log('');
}
for (const p of problems) console.log(`- ${p}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
const hardFailures = problems.filter((p) => !p.includes('SKIPPED') || p.includes('CI=true'));
process.exit(totals.failed > 0 || hardFailures.length > 0 ? 1 : 0);
