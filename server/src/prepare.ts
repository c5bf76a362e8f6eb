import { sql } from 'kysely';
import type { DatabaseKind } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { Db } from './db/schema';
import { seedDatabase } from './seed';

/** What every start does before serving: newest schema, and the demo data on the very first start. */
export async function prepareDatabase(db: Db, now = new Date(), kind: DatabaseKind = 'postgres'): Promise<{ migrations: string[]; seeded: boolean }> {
  const migrations = await migrateToLatest(db);
  const seeded = await seedDatabase(db, now);
  // PGlite has no autovacuum daemon: without fresh planner statistics the task search picks slow plans once
  // tasks have been added since the last start (ops create-task). PostgreSQL keeps its own statistics.
  if (kind === 'pglite' && !seeded) await sql`analyze`.execute(db);
  return { migrations, seeded };
}
