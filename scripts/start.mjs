#!/usr/bin/env node
// `npm start`: builds the SPA and compiles the server when they are missing or older than their sources, then runs
// the compiled gateway server (dist/server/main.mjs, plain node), which serves the build, the API and the content
// service on PORT (default 8080).
//
// The server runs in this same process rather than as a child: signals then reach it directly, so Ctrl+C and
// SIGTERM give one graceful shutdown instead of a forwarded second signal.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { SERVER_OUT_DIR } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

if (!buildIfStale(root)) {
  console.error('\nThe build failed (see above); the server was not started.');
  process.exit(1);
}
if (!existsSync(join(process.env.DIST_DIR ?? join(root, 'dist'), 'index.html'))) {
  console.warn('No SPA build found; the server will serve the API only.');
}

const port = process.env.PORT || '8080';
console.log(`\nStarting the supplier portal on http://localhost:${port}`);
console.log('Log in with a demo phone (13800000000); with no SMS provider the code is printed below as');
console.log('  verification code for <phone>: <code>\n');

// Stack traces name server/src's files and lines, not the bundle's.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, SERVER_OUT_DIR, 'main.mjs')).href);
