import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { openDatabase } from './server/src/db/connect';
import { prepareDatabase } from './server/src/db/prepare';
import { insertGeneratedTasks } from './server/src/db/seed/bulk-tasks';

const { db } = openDatabase({ pglite: new PGlite() });
await prepareDatabase(db);
let t = Date.now();
await sql`drop index task_search_grams_idx`.execute(db);
await insertGeneratedTasks(db, 10_000);
console.log('bulk without grams index', Date.now() - t); t = Date.now();
await sql`create index task_search_grams_idx on task using gin (task_search_grams(title || ' ' || company_name || ' ' || description)) where status = 1`.execute(db);
console.log('create grams index', Date.now() - t); t = Date.now();
await sql`analyze task`.execute(db);
for (let i = 0; i < 3; i++) { t = Date.now(); await sql`select count(*) from task where status = 1`.execute(db); console.log('count all', Date.now() - t); }
for (let i = 0; i < 3; i++) { t = Date.now(); await sql`select count(*) from task where status = 1 and features @> array['meals','housing']::text[]`.execute(db); console.log('count feat', Date.now() - t); }
await db.destroy();
