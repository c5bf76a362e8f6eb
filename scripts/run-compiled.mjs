#!/usr/bin/env node
// `npm run ops` and `npm run migrate`: a compiled entry of the server (dist/server/<entry>.mjs, plain node), compiled
// again first when the server's sources changed, so the command always matches them. The build's messages go to
// stderr: with --json, stdout carries exactly one JSON line.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { SERVER_ENTRIES, SERVER_OUT_DIR } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = process.argv[2];
if (!Object.hasOwn(SERVER_ENTRIES, entry)) {
  console.error(`usage: node scripts/run-compiled.mjs <${Object.keys(SERVER_ENTRIES).join('|')}> [arguments]`);
  process.exit(2);
}
// The entry reads its own arguments from process.argv.slice(2).
process.argv.splice(2, 1);

if (!buildIfStale(root, { spa: false, stdout: 'stderr' })) {
  const error = '命令未能编译 (the server failed to compile, see stderr)';
  if (process.argv.includes('--json')) console.log(JSON.stringify({ error }));
  else console.error(`\n${error}`);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, SERVER_OUT_DIR, `${entry}.mjs`)).href);
