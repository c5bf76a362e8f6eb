import { sql } from 'kysely';
import { openDatabase } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';
import { insertBenchSettlements } from './settlements-data';

const { db } = openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '/tmp/wgx' });
await prepareDatabase(db);
await insertBenchSettlements(db, 100_000);
const sup = (await db.selectFrom('supplier_member as m').innerJoin('app_user as u', 'u.id', 'm.user_id').select('m.supplier_id').where('u.phone', '=', '13800000000').executeTakeFirstOrThrow()).supplier_id;
const show = async (q: string) => {
  const r = await sql.raw(`explain (analyze, buffers) ${q}`).execute(db);
  console.log(q.slice(0, 80)); for (const row of r.rows as Record<string, string>[]) console.log('  ', Object.values(row)[0]);
};
for (const vac of [false, true]) {
  if (vac) { await sql`vacuum analyze settlement`.execute(db); console.log('--- after vacuum'); }
  await show(`select count(*) from settlement s where s.supplier_id = ${sup} and s.deleted_at is null`);
  await show(`select count(*) from settlement s where s.supplier_id = ${sup} and s.deleted_at is null and s.status = 'pending'`);
  await show(`select s.id, t.title, (select n.id from settlement n where n.supersedes_id = s.id limit 1) from settlement s join task t on t.id = s.task_id where s.supplier_id = ${sup} and s.deleted_at is null order by s.issued_at desc, s.id desc offset 0 limit 30`);
  await show(`select s.id, t.title from settlement s join task t on t.id = s.task_id where s.supplier_id = ${sup} and s.deleted_at is null and s.status = 'pending' order by s.issued_at desc, s.id desc offset 30 limit 30`);
}
await db.destroy();
