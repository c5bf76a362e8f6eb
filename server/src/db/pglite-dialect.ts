import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from '../lib/mutex';
import type { PoolStats } from './pool-stats';

/**
 * Kysely dialect for the embedded PGlite. Written here because kysely-pglite-dialect pins an older PGlite.
 * PGlite is one connection shared by the whole process, so the driver hands it out under a mutex: a
 * transaction owns it from BEGIN to COMMIT/ROLLBACK and nobody else's statements slip in between.
 */
export class PGliteDialect implements Dialect {
  #driver: PGliteDriver | null = null;

  constructor(private readonly pglite: PGlite) {}

  createDriver(): Driver {
    this.#driver = new PGliteDriver(this.pglite);
    return this.#driver;
  }

  /** The one connection as a pool of one: in use while a query or transaction holds it, the rest waiting. */
  stats(): PoolStats {
    const outstanding = this.#driver?.outstanding ?? 0;
    return { total: 1, idle: outstanding > 0 ? 0 : 1, waiting: Math.max(0, outstanding - 1) };
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: PGliteConnection;
  #release: (() => void) | null = null;

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  get outstanding(): number {
    return this.#mutex.outstanding;
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.acquire();
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  async destroy(): Promise<void> {
    // Wait for the current holder so close() never cuts a transaction in half.
    const release = await this.#mutex.acquire();
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      release();
    }
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters], { rowMode: 'object' });
    const changes = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(result.command ?? '');
    return {
      rows: result.rows,
      numAffectedRows: changes ? BigInt(result.affectedRows ?? 0) : undefined,
    };
  }

  // PGlite holds results in memory anyway; streaming yields them in chunks for API compatibility.
  async *streamQuery<R>(compiled: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiled);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}
