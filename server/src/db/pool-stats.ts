import type { Executor } from './schema';

/** A database's connections as /metrics reports them: open ones, idle ones, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const sources = new WeakMap<Executor, () => PoolStats>();

/** openDatabase registers how to read its pool (pg's Pool, or PGlite's one connection behind its lock). */
export function registerPoolStats(db: Executor, read: () => PoolStats): void {
  sources.set(db, read);
}

/** The pool's state now, or undefined for a database not opened by openDatabase. */
export function poolStatsOf(db: Executor): PoolStats | undefined {
  return sources.get(db)?.();
}
