import { CompiledQuery } from 'kysely';
import type { Db } from '../src/db/schema';
import type { RecordedQuery } from './raw-twin';

/**
 * BENCH_EXPLAIN=1: the plan of each statement a case sends, as PostgreSQL runs it at the bench's scale (EXPLAIN
 * ANALYZE of a read; a write is only explained, not run twice). A `Seq Scan` on a large table is the sign of a
 * missing index; on a table of a few thousand rows it is the planner's right choice.
 */
export async function explainRecorded(db: Db, name: string, queries: readonly RecordedQuery[]): Promise<void> {
  console.log(`\n── ${name}`);
  for (const q of queries) {
    const read = /^\s*(select|with)\b/i.test(q.sql) && !/\b(insert|update|delete)\b/i.test(q.sql);
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${read ? '(analyze, buffers off) ' : ''}${q.sql}`, q.parameters),
    );
    console.log(q.sql.length > 160 ? `${q.sql.slice(0, 160)}…` : q.sql);
    for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
  }
}
