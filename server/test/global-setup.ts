import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connect';
import { prepareDatabase } from '../src/prepare';
import { TEST_EPOCH } from './helpers/epoch';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory (tar), or '' when the suite runs on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates and seeds one PGlite once, and hands its files to every test file: each then starts a fresh
 * in-memory PGlite from that snapshot in well under a second, instead of running initdb, the migrations and
 * the seed again. The migrations and the seed still run here, on every suite run.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const pglite = new PGlite();
  const { db } = openDatabase({ pglite });
  await prepareDatabase(db, TEST_EPOCH);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const file = path.join(tmpdir(), `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
