import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { openDatabase } from './server/src/db/connect';
import { prepareDatabase } from './server/src/db/prepare';
import { insertGeneratedTasks } from './server/src/db/seed/bulk-tasks';

const { db } = openDatabase({ pglite: new PGlite() });
await prepareDatabase(db);
await insertGeneratedTasks(db, 9_800);
const explain = async (label: string, q: string) => {
  const r = await sql.raw(`explain analyze ${q}`).execute(db);
  console.log('---', label); for (const row of r.rows as { 'QUERY PLAN': string }[]) console.log(row['QUERY PLAN']);
};
const kw = `select id from task where status = 1 and task_search_grams(title || ' ' || company_name || ' ' || description) @> task_search_grams('分拣') and (title ilike '%分拣%' or company_name ilike '%分拣%' or description ilike '%分拣%') order by reward_amount desc, id desc limit 30`;
const city = `select count(*) from task where status = 1 and city_code = '310100'`;
await explain('kw no analyze', kw);
await explain('city count no analyze', city);
await sql`analyze task`.execute(db);
await explain('kw analyzed', kw);
await explain('city count analyzed', city);
await db.destroy();
