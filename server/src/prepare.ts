import { sql } from 'kysely';
import type { DatabaseKind } from './db/connect';
import { migrateToLatest, schemaStatus } from './db/migrate';
import type { Db } from './db/schema';
import { seedDatabase } from './seed';

export interface Prepared {
  migrations: string[];
  seeded: boolean;
  /** Migrations this code expects that the database lacks (only when `migrate` is false). */
  pending: string[];
}

/**
 * What every start does before serving: newest schema (unless `migrate` is false: then the migrations are a
 * separate step, `npm run migrate`), and the demo data on the very first start. Both steps take advisory locks,
 * so app servers starting together on one PostgreSQL database migrate and seed it once.
 */
export async function prepareDatabase(db: Db, now = new Date(), kind: DatabaseKind = 'postgres', migrate = true): Promise<Prepared> {
  let migrations: string[] = [];
  if (migrate) migrations = await migrateToLatest(db);
  else {
    const { applied, pending } = await schemaStatus(db);
    if (applied.length === 0)
      throw new Error('The database has no schema yet: run `npm run migrate` first (or start without MIGRATE_ON_START=0).');
    // An older schema: serve what it can; seeding it could fail half-way on a missing column.
    if (pending.length > 0) return { migrations, seeded: false, pending };
  }
  const seeded = await seedDatabase(db, now);
  // PGlite has no autovacuum daemon: without fresh planner statistics the task search picks slow plans once
  // tasks have been added since the last start (ops create-task). PostgreSQL keeps its own statistics.
  if (kind === 'pglite' && !seeded) await sql`analyze`.execute(db);
  return { migrations, seeded, pending: [] };
}
