import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from '../../../scripts/build-server.mjs';

/** Where startServer and ops find the bundle (set by global-setup.ts; child processes inherit it). */
export const SERVER_BUNDLE_ENV = 'E2E_SERVER_BUNDLE';

/**
 * The gateway (server/src/main.ts) and the operator CLI (server/src/ops/cli.ts) compiled once per run of the browser
 * tests, the same sources as tsx runs them, with the packages left to node_modules. Each of the run's ~20 server starts
 * and ~30 operator commands then loads one file instead of tsx resolving and compiling some 300 modules in the new
 * process: about 1.2 s instead of 4.5 s each on the loaded 2-core machine. The bundle `npm run build` makes
 * (scripts/build-server.mjs), written under node_modules/.cache so its bare imports resolve to the project's packages.
 */
export async function bundleServer(root = process.cwd()): Promise<{ dir: string; remove(): void }> {
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'e2e-server-'));
  await buildServer({ root, outdir: dir, entries: ['main', 'ops'] });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `node` arguments that run the server (`main`) or the operator CLI (`cli`): the run's bundle, else tsx on the sources. */
export function serverEntry(entry: 'main' | 'cli'): string[] {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  if (bundle) return ['--enable-source-maps', join(bundle, entry === 'main' ? 'main.mjs' : 'ops.mjs')];
  return ['--import', 'tsx', entry === 'main' ? 'server/src/main.ts' : 'server/src/ops/cli.ts'];
}
