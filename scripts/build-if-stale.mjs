// Builds the SPA when dist/ is missing or older than any of its sources. Returns false if the build failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'package.json', 'package-lock.json', '.env.production'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

export function isBuildStale(root = process.cwd()) {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > builtAt);
}

export function buildIfStale(root = process.cwd()) {
  if (!isBuildStale(root)) return true;
  console.log('Building the SPA (dist/ is missing or older than its sources)…');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}
