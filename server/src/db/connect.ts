import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type KyselyConfig } from 'kysely';
import pg from 'pg';
import { registerDirectRunner, statementName } from './direct';
import { PGliteDialect } from './pglite-dialect';
import { registerPoolStats } from './pool-stats';
import type { Database, Db } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir?: string;
  /** An already created PGlite (tests pass an in-memory one). */
  pglite?: PGlite;
  /** Sees every query's SQL and parameters as sent, once it has run (the API bench replays a route's queries through raw `pg`). */
  onQuery?: (sql: string, parameters: readonly unknown[], durationMs: number) => void;
}

const INT8_OID = 20;

/** Connections in the PostgreSQL pool (the API bench gives its raw twin as many). */
export const POOL_SIZE = 10;

/**
 * int8 (bigint, count(*)) arrives as a string from `pg` and as a number from PGlite. Both become numbers:
 * our ids and counts stay far below 2^53, and the queries must behave the same on both engines.
 */
export const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openDatabase(options: OpenDatabaseOptions): { db: Db; kind: DatabaseKind } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes, max: POOL_SIZE });
    // An idle client dropped by the server (restart, failover) emits 'error'; unhandled, that kills the process.
    // The pool replaces the client on the next checkout, so a warning is all it takes.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL idle client error: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logOf(options) });
    // Prepared queries skip Kysely's executor (db/direct.ts), unless every query must pass the log hook.
    if (!options.onQuery) {
      registerDirectRunner(
        db,
        async (sql, parameters) => (await pool.query({ name: statementName(sql), text: sql, values: parameters as unknown[] })).rows,
      );
    }
    registerPoolStats(db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    return { db, kind: 'postgres' };
  }
  let pglite = options.pglite;
  if (!pglite) {
    if (!options.dataDir) throw new Error('openDatabase: either databaseUrl, dataDir or pglite is required');
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect, log: logOf(options) });
  registerPoolStats(db, () => dialect.stats());
  pglites.set(db, pglite);
  return { db, kind: 'pglite' };
}

const pglites = new WeakMap<Db, PGlite>();

/** The embedded database behind `db` (a backup copies its files), or undefined on PostgreSQL. */
export function pgliteOf(db: Db): PGlite | undefined {
  return pglites.get(db);
}

function logOf({ onQuery }: OpenDatabaseOptions): KyselyConfig['log'] {
  if (!onQuery) return undefined;
  return (event) => {
    if (event.level === 'query') onQuery(event.query.sql, event.query.parameters, event.queryDurationMillis);
  };
}
