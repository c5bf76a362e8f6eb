// Builds what is missing or older than its sources: the SPA (dist/), then the compiled server (dist/server/).
// Returns false if a build failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENTRIES, SERVER_OUT_DIR, SERVER_SOURCES } from './build-server.mjs';

const SOURCES = [
  'src',
  'contract',
  'public',
  'index.html',
  'platform.html',
  'vite.config.ts',
  'vite.platform.config.ts',
  'scripts/precompress.ts',
  'package.json',
  'package-lock.json',
  '.env.production',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Whether `built` (files under root) are missing or older than any of `sources`. */
function isStale(root, built, sources) {
  const paths = built.map((file) => join(root, file));
  if (!paths.every((p) => existsSync(p))) return true;
  const builtAt = Math.min(...paths.map((p) => statSync(p).mtimeMs));
  return sources.some((s) => newestMtime(join(root, s)) > builtAt);
}

export function isBuildStale(root = process.cwd()) {
  return isStale(root, [join('dist', 'index.html'), join('dist', 'platform.html')], SOURCES);
}

export function isServerBuildStale(root = process.cwd()) {
  return isStale(
    root,
    Object.keys(SERVER_ENTRIES).map((name) => join(SERVER_OUT_DIR, `${name}.mjs`)),
    SERVER_SOURCES,
  );
}

/**
 * A production install without the build tools (`npm ci --omit=dev`) runs the build it was shipped with, even if
 * the sources' times say otherwise (a checkout after the build); with no build at all it cannot start.
 */
function canBuild(root, tool, builtFile) {
  if (existsSync(join(root, 'node_modules', tool))) return true;
  if (!existsSync(join(root, builtFile))) return true;
  console.warn(`${tool} is not installed (a production install?): using the existing ${builtFile}.`);
  return false;
}

/**
 * `spa: false` leaves the SPA alone (the operator command needs only the server). `stdout: 'stderr'` sends the
 * builds' output to stderr, for a caller whose stdout is data (`npm run ops -- … --json`).
 */
export function buildIfStale(root = process.cwd(), { spa = true, server = true, stdout = 'stdout' } = {}) {
  const log = stdout === 'stderr' ? console.error : console.log;
  const stdio = ['ignore', stdout === 'stderr' ? 2 : 'inherit', 'inherit'];
  // vite empties dist/ when it builds, the server's files included: they are stale then too.
  if (spa && isBuildStale(root) && canBuild(root, 'vite', join('dist', 'index.html'))) {
    log('Building the SPA (dist/ is missing or older than its sources)…');
    const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    if (spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio }).status !== 0) return false;
    // The platform console: its own build into the same dist/, after the supplier's (which empties dist/ first).
    if (spawnSync(process.execPath, [vite, 'build', '-c', 'vite.platform.config.ts'], { cwd: root, stdio }).status !== 0) return false;
  }
  if (server && isServerBuildStale(root) && canBuild(root, 'esbuild', join(SERVER_OUT_DIR, 'main.mjs'))) {
    log('Compiling the server (dist/server/ is missing or older than its sources)…');
    if (spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], { cwd: root, stdio }).status !== 0) return false;
  }
  return true;
}
