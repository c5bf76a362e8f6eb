import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { openDatabase } from './server/src/db/connect';
import { prepareDatabase } from './server/src/db/prepare';
import { insertGeneratedTasks } from './server/src/db/seed/bulk-tasks';

const { db } = openDatabase({ pglite: new PGlite() });
await prepareDatabase(db);
await sql`drop index task_search_grams_idx`.execute(db);
await insertGeneratedTasks(db, 10_000);
await sql.raw(`create function g2(t text) returns text[] language sql immutable parallel safe as $$
  select coalesce(array_agg(g), '{}'::text[]) from (
    select c, lead(c) over (order by i) as nx from unnest(string_to_array(lower(t), null)) with ordinality u(c, i)
  ) x, lateral (values (c), (c || nx)) v(g) where g is not null and g !~ '\\s'
$$`).execute(db);
await sql.raw(`create function g3(t text) returns text[] language sql immutable parallel safe as $$
  select coalesce(array_agg(substr(s, i, n)), '{}'::text[])
  from (select lower(t) as s) x, generate_series(1, 2) n, generate_series(1, length(x.s) - n + 1) i
$$`).execute(db);
console.log((await sql`select g2('上海 普工AB') a, task_search_grams('上海 普工AB') b`.execute(db)).rows);
for (const f of ['task_search_grams', 'g2', 'g3']) {
  const t = Date.now();
  await sql.raw(`select sum(cardinality(${f}(title || ' ' || company_name || ' ' || description))) from task`).execute(db);
  console.log(f, Date.now() - t);
}
let t = Date.now();
await sql.raw(`create index gi on task using gin (g2(title || ' ' || company_name || ' ' || description)) where status = 1`).execute(db);
console.log('index g2', Date.now() - t);
t = Date.now();
await sql.raw(`select count(*) from task where title ilike '%叉车%' or company_name ilike '%叉车%' or description ilike '%叉车%'`).execute(db);
console.log('seq ilike', Date.now() - t);
t = Date.now();
await sql.raw(`select count(*) from task where title ilike '%叉车%' or company_name ilike '%叉车%' or description ilike '%叉车%'`).execute(db);
console.log('seq ilike', Date.now() - t);
t = Date.now();
await sql.raw(`select count(*) from task where strpos(lower(title || ' ' || company_name || ' ' || description), '叉车') > 0`).execute(db);
console.log('seq strpos', Date.now() - t);
await db.destroy();
