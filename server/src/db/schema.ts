import type { ColumnType, Kysely, Transaction } from 'kysely';

/** A timestamp column: read as Date, written as Date (the app's clock decides "now", not the database's). */
export type Timestamp = ColumnType<Date, Date, Date>;
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

/** Schema version and instance secrets (db/migrate.ts, db/secrets.ts). */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** Fixed-window counters shared by every app server (db/rate-limit.ts). */
export interface RateLimitTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

/**
 * Every table. This file declares only the database's own tables; each module declares the tables it owns in
 * its `modules/<m>/schema.ts` (`declare module '../../db/schema' { interface Database { … } }`), so the
 * Database type is the sum of them and a table's owner is the module that declares it
 * (server/test/module-tables.test.ts holds every module's SQL to its own tables).
 */
export interface Database {
  app_meta: AppMetaTable;
  rate_limit: RateLimitTable;
}

export type Db = Kysely<Database>;
/** A query runner: the database itself or an open transaction. Repos accept either. */
export type Executor = Kysely<Database> | Transaction<Database>;
