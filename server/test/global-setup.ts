import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';
import { openDatabase } from '../src/db/connect';
import { prepareDatabase } from '../src/prepare';
import { TEST_EPOCH } from './helpers/epoch';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory (tar), or '' when the suite runs on PostgreSQL. */
    pgliteTemplate: string;
    /** A migrated and seeded database on the PostgreSQL server of DATABASE_URL, or '' on PGlite. */
    postgresTemplate: string;
    /** server/src/ops/cli.ts bundled into one file (helpers/ops-cli.ts runs it). */
    opsCli: string;
  }
}

/** Once per suite run, for every test file: a migrated and seeded template database, and the bundled operator CLI. */
export default async function setup(project: TestProject) {
  const opsCli = await bundleOpsCli();
  project.provide('opsCli', opsCli);
  const removeTemplate = await makeTemplate(project);
  return async () => {
    rmSync(path.dirname(opsCli), { recursive: true, force: true });
    await removeTemplate();
  };
}

/**
 * The CLI tests run the operator command dozens of times per suite run. Through tsx each run compiles and loads
 * some two hundred TypeScript files again (about 1.8 s of CPU); bundled once here, a run costs a third of that.
 * The bundle `npm run build` makes (scripts/build-server.mjs); packages stay external, so it must live under
 * node_modules to resolve them.
 */
async function bundleOpsCli(): Promise<string> {
  const outdir = path.resolve('node_modules', '.cache', 'portal-tests', `ops-cli-${process.pid}`);
  await buildServer({ outdir, entries: ['ops'] });
  return path.join(outdir, 'ops.mjs');
}

/**
 * Migrates and seeds one database once, and hands it to every test file, instead of running the migrations and
 * the seed again for each: on PGlite its files (each file starts a fresh in-memory PGlite from that snapshot in
 * well under a second), on PostgreSQL a template database (each file's database is `create database … template`,
 * a file copy). The migrations and the seed still run here, on every suite run.
 */
async function makeTemplate(project: TestProject): Promise<() => unknown> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    project.provide('pgliteTemplate', '');
    const name = `portal_template_${process.pid}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const { db } = openDatabase({ databaseUrl: url.toString() });
    try {
      await prepareDatabase(db, TEST_EPOCH);
    } finally {
      await db.destroy();
    }
    project.provide('postgresTemplate', name);
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  project.provide('postgresTemplate', '');
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

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
