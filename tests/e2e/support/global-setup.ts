import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/src/db/connect';
import { prepareDatabase } from '../../../server/src/prepare';
import { launchBrowserServer } from './browser';
import { bundleServer, SERVER_BUNDLE_ENV } from './server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR whose embedded database is migrated and seeded: each test file's server starts on a copy. */
    e2eDataTemplate: string;
    /** The Chromium every test file connects to (a fresh context per test). */
    e2eBrowserEndpoint: string;
  }
}

/**
 * Once per run, not once per test file: the migrations and the seed (the first start of an empty DATA_DIR, which a
 * server process would otherwise repeat for every file), the server's bundle and the browser launch. Each file still gets its own
 * server on its own copy of the database, so what one file changes no other file sees.
 */
export default async function setup(project: TestProject) {
  const template = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
  const { db, kind } = openDatabase({ dataDir: template });
  try {
    await prepareDatabase(db, new Date(), kind);
  } finally {
    await db.destroy();
  }
  // Set before the test workers start, so they (and the servers and commands they spawn) inherit it.
  const bundle = await bundleServer();
  process.env[SERVER_BUNDLE_ENV] = bundle.dir;
  const browser = await launchBrowserServer();
  project.provide('e2eDataTemplate', template);
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    rmSync(template, { recursive: true, force: true });
    bundle.remove();
  };
}
