import { sql, type SelectQueryBuilder } from 'kysely';
import { prepared } from './prepared';
import { withAdded } from './rows';
import type { Database, Executor } from './schema';

type Filtered<TB extends keyof Database> = SelectQueryBuilder<Database, TB, Record<never, never>>;

export interface PageWindow {
  offset: number;
  limit: number;
}

/**
 * A filtered list of one table, newest first by `id` (the primary key), as prepared queries (prepared.ts): a page
 * and the total of the same filter, two statements side by side. `filtered` builds the FROM and WHERE from the
 * values (handed to Kysely as values only) and the shape (which filters are present); `columns` picks what a row
 * shows. Answers the function that runs them.
 */
export function newestFirstPages<V extends object, S, TB extends keyof Database, O>(
  filtered: (db: Executor, values: V, shape: S) => Filtered<TB>,
  columns: (q: Filtered<TB>) => SelectQueryBuilder<Database, TB, O>,
) {
  const page = prepared((db: Executor, v: V & PageWindow, shape: S) =>
    columns(filtered(db, v, shape))
      .orderBy(sql`id`, 'desc')
      .offset(v.offset)
      .limit(v.limit),
  );
  const count = prepared((db: Executor, v: V, shape: S) =>
    filtered(db, v, shape)
      .select(sql<string>`count(*)`.as('n'))
      .$castTo<{ n: string }>(),
  );
  // prepared() takes no shape argument when S is undefined; for a generic S it cannot tell, so name the form used.
  const pageRows = page.all as (db: Executor, values: V & PageWindow, shape: S) => Promise<O[]>;
  const countRow = count.first as (db: Executor, values: V, shape: S) => Promise<{ n: string } | undefined>;
  return async (db: Executor, values: V, shape: S, window: PageWindow): Promise<{ rows: O[]; total: number }> => {
    const [rows, total] = await Promise.all([
      pageRows(db, withAdded(values, { offset: window.offset, limit: window.limit }), shape),
      countRow(db, values, shape),
    ]);
    if (!total) throw new Error('count query returned no row');
    return { rows, total: Number(total.n) };
  };
}
