import { Migrator, sql, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index';
import type { Database, Db } from './schema';

/**
 * The key of the session-level advisory lock every migrating process takes (`npm run migrate`, or a server
 * starting with MIGRATE_ON_START): any constant works, as long as every app server uses the same one. It is held
 * on one connection from the first look at the migration table to the last migration, so three servers
 * starting together on an empty database apply each migration once and the other two wait, then find nothing
 * to do. (Kysely's own lock only covers its transaction, not the creation of its tables.)
 */
export const MIGRATION_LOCK_KEY = 7_412_030;

const migratorOf = (db: Kysely<Database>) => new Migrator({ db, provider: migrationProvider });

/** Brings the schema to the newest migration under the advisory lock; answers the names it applied. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    try {
      const { error, results } = await migratorOf(conn).migrateToLatest();
      if (error) {
        const failed = results?.find((r) => r.status === 'Error')?.migrationName;
        throw new Error(`Database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
    }
  });
}

export interface MigrationState {
  name: string;
  /** When it was applied; null while pending. */
  appliedAt: Date | null;
}

/** Every migration this code knows, in order, with when each was applied. */
export async function migrationStates(db: Db): Promise<MigrationState[]> {
  const all = await migratorOf(db).getMigrations();
  return all.map((m) => ({ name: m.name, appliedAt: m.executedAt ?? null }));
}

/** Whether the schema matches the code: `pending` empty means current (readiness checks and MIGRATE_ON_START=0 read it). */
export async function schemaStatus(db: Db): Promise<{ applied: string[]; pending: string[] }> {
  const states = await migrationStates(db);
  return {
    applied: states.filter((m) => m.appliedAt).map((m) => m.name),
    pending: states.filter((m) => !m.appliedAt).map((m) => m.name),
  };
}
