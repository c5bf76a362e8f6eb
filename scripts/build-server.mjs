#!/usr/bin/env node
// Compiles the gateway server and the operator command to JavaScript, so production runs them with plain `node`:
// one esbuild bundle per entry (server/src with contract/ through the @contract alias of tsconfig.json), packages
// left to node_modules. `npm run build` writes dist/server/ (main.mjs, ops.mjs, migrate.mjs and their source maps); the test
// suites bundle with the same function into directories of their own.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The entries, by the name of the file each one becomes (`<name>.mjs`). */
export const SERVER_ENTRIES = { main: 'server/src/main.ts', ops: 'server/src/ops/cli.ts', migrate: 'server/src/migrate-cli.ts' };

/** Where `npm run build` writes the server, under the SPA's dist/ (the server never serves it: http/spa.ts). */
export const SERVER_OUT_DIR = join('dist', 'server');

/** What the bundles are made of: a change to any of these makes dist/server/ stale (build-if-stale.mjs). */
export const SERVER_SOURCES = ['server/src', 'contract', 'tsconfig.json', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];

/**
 * Bundles `entries` into `outdir` (default dist/server/ of `root`). The bare imports stay imports, so `outdir` must
 * lie inside the project for Node to find them in its node_modules. Each file is written beside its place and renamed
 * into it, maps before code: a server or command starting meanwhile loads the old file or the new, never half of one.
 */
export async function buildServer({
  root = process.cwd(),
  outdir = join(root, SERVER_OUT_DIR),
  entries = Object.keys(SERVER_ENTRIES),
} = {}) {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(entries.map((name) => [name, SERVER_ENTRIES[name]])),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Stack traces point into server/src (node --enable-source-maps, or process.setSourceMapsEnabled).
    sourcemap: true,
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outdir, { recursive: true });
  const files = [...result.outputFiles].sort((a, b) => Number(a.path.endsWith('.mjs')) - Number(b.path.endsWith('.mjs')));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return outdir;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const started = Date.now();
  await buildServer({ root });
  console.log(
    `server compiled to ${SERVER_OUT_DIR}/ (${Object.keys(SERVER_ENTRIES)
      .map((n) => `${n}.mjs`)
      .join(', ')}) in ${Date.now() - started} ms`,
  );
}
