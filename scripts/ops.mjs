#!/usr/bin/env node
// `npm run ops`: the operator command, compiled (dist/server/ops.mjs, plain node) and compiled again first when
// the server's sources changed, so the command always matches them. The build's messages go to stderr: with
// --json, stdout carries exactly one JSON line.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { SERVER_OUT_DIR } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!buildIfStale(root, { spa: false, stdout: 'stderr' })) {
  const error = '运维命令未能编译 (the server failed to compile, see stderr)';
  if (process.argv.includes('--json')) console.log(JSON.stringify({ error }));
  else console.error(`\n${error}`);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, SERVER_OUT_DIR, 'ops.mjs')).href);
