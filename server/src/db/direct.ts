import type { Executor } from './schema';

/** Runs one statement on a pool of its own choosing and answers its rows. */
export type DirectRunner = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

const runners = new WeakMap<Executor, DirectRunner>();

/**
 * Lets prepared queries (prepared.ts) run on `db`'s PostgreSQL pool directly. Through Kysely a statement passes
 * its connection provider, a pool checkout and release and its logging, each a few promises: about 6 µs a
 * statement, as much as the list routes spend mapping their rows. `pool.query` checks a client out and back in
 * itself. Only the Kysely instance itself is registered: a transaction (its own connection) goes through Kysely.
 */
export function registerDirectRunner(db: Executor, run: DirectRunner): void {
  runners.set(db, run);
}

/** The direct runner of `db`, if it has one (PostgreSQL without a query log hook); otherwise undefined. */
export function directRunnerOf(db: Executor): DirectRunner | undefined {
  return runners.get(db);
}

const names = new Map<string, string>();
/**
 * The name a statement is prepared under: one per SQL text in this process. A named statement is parsed and
 * planned once per connection, then only bound and executed; the texts come from prepared.ts's templates, one per
 * query shape, so there are a few dozen. PostgreSQL re-plans it if a table it reads changes.
 */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) names.set(sql, (name = `q${names.size + 1}`));
  return name;
}
