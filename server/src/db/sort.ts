import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SortOrder } from '@contract/http.meta';

/** A list's order: a column, its direction, and the row id after it in the same direction (a total order). */
export interface ListSort<C extends string> {
  column: C;
  order: SortOrder;
}

/**
 * The rows after the row `afterId` in the list's order (`column`, then the id, one direction): the keyset of a
 * streamed export's next batch. The row's own value is read in SQL, exact (a timestamp to the microsecond, which
 * a JavaScript Date is not). `column` is `alias.name` of `table`.
 */
export function keysetAfter(table: string, column: string, order: SortOrder, afterId: unknown): RawBuilder<SqlBool> {
  const [alias, name] = column.split('.') as [string, string];
  return sql<SqlBool>`(${sql.ref(column)}, ${sql.ref(`${alias}.id`)}) ${sql.raw(order === 'asc' ? '>' : '<')} ((select ${sql.ref(`k.${name}`)} from ${sql.table(table)} as k where k.id = ${afterId}), ${afterId})`;
}

/** The sort a request asks for, as a column of `columns`; no field: the list's default, newest first. */
export function sortOf<F extends string, C extends string>(
  q: { sortField?: F; sortOrder?: SortOrder },
  columns: Record<F, C>,
  fallback: ListSort<C>,
): ListSort<C> {
  return q.sortField === undefined ? fallback : { column: columns[q.sortField], order: q.sortOrder ?? 'desc' };
}
