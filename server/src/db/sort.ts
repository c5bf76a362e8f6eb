import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SortOrder } from '@contract/http.meta';

/** A list's order: a column, its direction, and the row id after it in the same direction (a total order). */
export interface ListSort<C extends string> {
  column: C;
  order: SortOrder;
}

/** The rows after `(value, id)` in the list's order: the keyset of a streamed export's next batch. */
export function keysetAfter(column: string, idColumn: string, order: SortOrder, value: unknown, id: unknown): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(column)}, ${sql.ref(idColumn)}) ${sql.raw(order === 'asc' ? '>' : '<')} (${value}, ${id})`;
}

/** The sort a request asks for, as a column of `columns`; no field: the list's default, newest first. */
export function sortOf<F extends string, C extends string>(
  q: { sortField?: F; sortOrder?: SortOrder },
  columns: Record<F, C>,
  fallback: ListSort<C>,
): ListSort<C> {
  return q.sortField === undefined ? fallback : { column: columns[q.sortField], order: q.sortOrder ?? 'desc' };
}
