import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { openDatabase } from './server/src/db/connect';
import { prepareDatabase } from './server/src/db/prepare';
import { insertGeneratedTasks } from './server/src/db/seed/bulk-tasks';

const { db } = openDatabase({ pglite: new PGlite() });
let t = Date.now();
await prepareDatabase(db);
console.log('prepare', Date.now() - t); t = Date.now();
await insertGeneratedTasks(db, 10_000);
console.log('bulk', Date.now() - t); t = Date.now();
await sql`analyze task`.execute(db);
const explain = async (label: string, q: string) => {
  const r = await sql.raw(`explain analyze ${q}`).execute(db);
  console.log('---', label); for (const row of r.rows as { 'QUERY PLAN': string }[]) console.log(row['QUERY PLAN']);
};
const city = (await sql<{ city_code: string }>`select city_code from task group by 1 order by count(*) desc limit 1`.execute(db)).rows[0].city_code;
await explain('city newest', `select id from task where status = 1 and city_code = '${city}' order by publish_time desc, id desc limit 30`);
await explain('city count', `select count(*) from task where status = 1 and city_code = '${city}'`);
await explain('city reward p10', `select id from task where status = 1 and city_code = '${city}' order by reward_amount desc, id desc offset 270 limit 30`);
await explain('keyword', `select id from task where status = 1 and task_search_grams(title || ' ' || company_name || ' ' || description) @> task_search_grams('叉车') and (title ilike '%叉车%' or description ilike '%叉车%') order by publish_time desc, id desc limit 30`);
await explain('keyword count', `select count(*) from task where status = 1 and task_search_grams(title || ' ' || company_name || ' ' || description) @> task_search_grams('叉车') and (title ilike '%叉车%' or company_name ilike '%叉车%' or description ilike '%叉车%')`);
await explain('features', `select count(*) from task where status = 1 and features @> array['meals','housing']::text[]`);
await explain('all count', `select count(*) from task where status = 1`);
await db.destroy();
