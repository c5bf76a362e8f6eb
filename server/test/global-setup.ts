import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';
import { TEST_EPOCH } from './helpers/epoch';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory (tar), or '' when the suite runs on PostgreSQL. */
    pgliteTemplate: string;
    /** A migrated and seeded database on the PostgreSQL server of DATABASE_URL, or '' on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database once, and hands it to every test file, instead of running the migrations and
 * the seed again for each: on PGlite its files (each file starts a fresh in-memory PGlite from that snapshot in
 * well under a second), on PostgreSQL a template database (each file's database is `create database … template`,
 * a file copy). The migrations and the seed still run here, on every suite run.
 */
export default async function setup(project: TestProject) {
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
