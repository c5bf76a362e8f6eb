import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type DatabaseKind } from '../../src/db/connect';
import type { Db } from '../../src/db/schema';

export interface TestDatabase {
  db: Db;
  kind: DatabaseKind;
  /** The connection string of the per-test database (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: an in-memory PGlite (from the migrated and seeded snapshot that
 * global-setup.ts made, when there is one) by default, or — when DATABASE_URL is
 * set (CI, scripts/with-postgres.mjs) — a new database on that server (a copy of global-setup.ts's migrated and
 * seeded template, when there is one), dropped afterwards. The same suite thus runs on both engines.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const template = inject('pgliteTemplate');
    const pglite = template ? new PGlite({ loadDataDir: new Blob([readFileSync(template)]) }) : new PGlite();
    const { db, kind } = openDatabase({ pglite });
    return { db, kind, drop: () => db.destroy() };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = inject('postgresTemplate');
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db, kind } = openDatabase({ databaseUrl: url.toString() });
  return {
    db,
    kind,
    url: url.toString(),
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
