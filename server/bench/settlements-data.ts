import { sql } from 'kysely';
import type { Db } from '../src/db/schema';

/**
 * Bulk settlement bills for `npm run bench:api`, written by the database itself (generate_series): `total` bills
 * of the demo supplier (the one `page` is measured as), over its orders, statuses cycling through all five,
 * issued a minute apart. Each (order, period) is distinct, as the live-period unique index demands.
 */
export async function insertBenchSettlements(db: Db, total: number): Promise<void> {
  const admin = await db
    .selectFrom('supplier_member as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select(['m.supplier_id'])
    .where('u.phone', '=', '13800000000')
    .executeTakeFirstOrThrow();
  const statuses = sql`(array['pending','disputed','confirmed','paid','failed'])[1 + g % 5]`;
  const chunk = 100_000;
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    await sql`
      with o as (
        select array_agg(id order by id) as ids, array_agg(task_id order by id) as tids, count(*)::int as n
        from task_order where supplier_id = ${admin.supplier_id}
      )
      insert into settlement (supplier_id, order_id, task_id, period_from, period_to, status, unit, unit_price_fen, gross_fen,
        deduction_fen, total_fen, line_count, version, payee_account_id, payee_bank_name, payee_account_name, payee_account_number,
        issued_at, updated_at)
      select ${admin.supplier_id}, o.ids[1 + g % o.n], o.tids[1 + g % o.n],
        to_char(date '1900-01-01' + g, 'YYYY-MM-DD'), to_char(date '1900-01-01' + g, 'YYYY-MM-DD'), ${statuses}, 'hour', 2500,
        (g % 1000) * 2500, 0, (g % 1000) * 2500, 1 + g % 20, 1,
        case when g % 5 >= 2 then 'bench' end, case when g % 5 >= 2 then '中国工商银行' end,
        case when g % 5 >= 2 then '压测账户' end, case when g % 5 >= 2 then '6222 **** **** 0000' end,
        now() - g * interval '1 minute', now()
      from generate_series(${from}::int, ${to}::int) g, o`.execute(db);
  }
  await sql`analyze settlement`.execute(db);
}
