import { sql } from 'kysely';
import type { Db } from '../src/db/schema';

/**
 * Bulk candidates for `npm run bench:api`, written by the database itself (generate_series): `total` candidates
 * over orders of a generated supplier on up to 1,000 tasks, plus `hot` on the demo administrator's first ongoing
 * order (the one talent_list is measured on). Statuses cycle through the pipeline so the per-status counts
 * have work to do. Returns the hot order's id.
 */
export async function insertBenchCandidates(db: Db, total: number, hot: number): Promise<number> {
  const admin = await db
    .selectFrom('supplier_member as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select(['m.supplier_id', 'm.user_id'])
    .where('u.phone', '=', '13800000000')
    .executeTakeFirstOrThrow();
  const hotOrder = await db
    .selectFrom('task_order')
    .select(['id', 'task_id'])
    .where('supplier_id', '=', admin.supplier_id)
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const supplier = await db
    .insertInto('supplier')
    .values({ name: '压测供应商', verify_status: 2, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderCount = Math.max(1, Math.min(1000, Math.ceil(total / 1000)));
  await sql`
    insert into task_order (task_id, supplier_id, taken_by, status, created_at)
    select t.id, ${supplier.id}, ${admin.user_id}, 1, now() from (select id from task order by id limit ${orderCount}) t`.execute(db);

  const statuses = sql`(array['submitted','screened','interviewed','hired','left','rejected'])[1 + g % 6]`;
  // The orders as arrays, indexed by g: no per-row subquery.
  const insert = (supplierId: number, orderSupplierId: number, from: number, to: number) => sql`
    with o as (
      select array_agg(id order by id) as ids, array_agg(task_id order by id) as tids, count(*)::int as n
      from task_order where supplier_id = ${orderSupplierId} and (${orderSupplierId} <> ${admin.supplier_id} or id = ${hotOrder.id})
    )
    insert into candidate (order_id, task_id, supplier_id, name, mobile, id_number, person_key, sex, age, birth_date, degree,
      status, submitted_by, created_at, status_changed_at, updated_at)
    select o.ids[1 + g % o.n], o.tids[1 + g % o.n], ${supplierId}, '压测' || g, '139' || lpad((g % 100000000)::text, 8, '0'), null, 'b:' || g,
      case when g % 2 = 0 then 'male' else 'female' end, 20 + g % 30, null, 'high_school',
      ${statuses}, ${admin.user_id}, now() - (g % 90) * interval '1 day', now() - (g % 90) * interval '1 day', now()
    from generate_series(${from}::int, ${to}::int) g, o`;
  const chunk = 100_000;
  for (let from = 1; from <= total; from += chunk) await insert(supplier.id, supplier.id, from, Math.min(total, from + chunk - 1)).execute(db);
  if (hot > 0) await insert(admin.supplier_id, admin.supplier_id, total + 1, total + hot).execute(db);
  await sql`analyze candidate`.execute(db);
  await sql`analyze task_order`.execute(db);
  return hotOrder.id;
}
