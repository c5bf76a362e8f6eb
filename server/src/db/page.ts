import { sql, type SelectQueryBuilder } from 'kysely';

type Filtered<DB, TB extends keyof DB> = SelectQueryBuilder<DB, TB, Record<never, never>>;

/**
 * One page of a filtered list, newest first by `id` (the primary key), and the total of the same filter: two
 * statements side by side. `filtered` holds the FROM and WHERE of one table; `columns` picks what a row shows.
 */
export async function newestFirstPage<DB, TB extends keyof DB, O>(
  filtered: Filtered<DB, TB>,
  columns: (q: Filtered<DB, TB>) => SelectQueryBuilder<DB, TB, O>,
  page: { offset: number; limit: number },
): Promise<{ rows: O[]; total: number }> {
  const [rows, total] = await Promise.all([
    columns(filtered)
      .orderBy(sql`id`, 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered
      .select(sql<string>`count(*)`.as('n'))
      .$castTo<{ n: string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
