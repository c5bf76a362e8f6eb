#!/usr/bin/env node
// `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the gateway server,
// which serves the build, the API and the content service on PORT (default 8080).
//
// The server runs in this same process (tsx registered programmatically) rather than as a child: signals then
// reach it directly, so Ctrl+C and SIGTERM give one graceful shutdown instead of a forwarded second signal.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

if (!buildIfStale(root)) {
  console.error('\nThe SPA build failed (see above); the server was not started.');
  process.exit(1);
}
if (!existsSync(join(process.env.DIST_DIR ?? join(root, 'dist'), 'index.html'))) {
  console.warn('No SPA build found; the server will serve the API only.');
}

const port = process.env.PORT || '8080';
console.log(`\nStarting the supplier portal on http://localhost:${port}`);
console.log('Log in with a demo phone (13800000000); with no SMS provider the code is printed below as');
console.log('  verification code for <phone>: <code>\n');

const { register } = await import('tsx/esm/api');
register();
await import(new URL('../server/src/main.ts', import.meta.url).href);
