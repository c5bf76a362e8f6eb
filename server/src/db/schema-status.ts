import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { migrationProvider } from './migrations/index';
import type { Executor } from './schema';

/** PostgreSQL's undefined_table: a database no migration has run on yet has no migration table. */
const UNDEFINED_TABLE = '42P01';

/**
 * The migrations this code knows that the database has not applied, in order; none means the schema is current.
 * Migrations the database has and the code does not (a newer release migrated it) do not make it outdated.
 * Readiness (/readyz) asks this on every probe; an operator command can ask it before or after migrating.
 */
export async function pendingMigrations(db: Executor): Promise<string[]> {
  const known = Object.keys(await migrationProvider.getMigrations());
  let applied: Set<string>;
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    applied = new Set(rows.map((r) => r.name));
  } catch (err) {
    if ((err as { code?: unknown }).code !== UNDEFINED_TABLE) throw err;
    applied = new Set();
  }
  return known.filter((name) => !applied.has(name));
}
