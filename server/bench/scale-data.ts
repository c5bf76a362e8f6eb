import { sql } from 'kysely';
import type { Db } from '../src/db/schema';

/**
 * The bench's data at scale, written by PostgreSQL itself (`insert … select … from generate_series`, a statement
 * per 100,000 rows): a million candidates and a million bills take a few minutes, not hours. Every row satisfies
 * the schema's CHECKs and unique indexes, and the bills go through the settlement_status_count trigger like any
 * insert (it is statement-level, so a bulk insert adds its counts once per statement).
 *
 * Shape: the demo supplier is the busiest one (its administrator is who the /auth/ routes are measured as); the
 * generated suppliers share the rest. Generated rows are named 压测… so they are easy to tell apart.
 */
export interface Scale {
  /** Suppliers in all, the seeded ones included (full scale: 1,000). */
  suppliers: number;
  /** Orders each generated supplier takes. */
  ordersPerSupplier: number;
  /** Orders the demo supplier takes on top of the seed's. */
  demoOrders: number;
  /** Candidates in all (full scale: 1,000,000), of which `demoCandidates` the demo supplier's, `hot` of those on one order. */
  candidates: number;
  demoCandidates: number;
  hot: number;
  /** Settlement bills in all (full scale: 1,000,000), of which `demoSettlements` the demo supplier's. */
  settlements: number;
  demoSettlements: number;
  /** Rows of the staff action log (操作记录), by the bench's staff member. */
  staffActions: number;
}

const CHUNK = 100_000;
const GENERATED = '压测供应商';

async function demoAdmin(db: Db) {
  return db
    .selectFrom('supplier_member as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select(['m.supplier_id', 'm.user_id'])
    .where('u.phone', '=', '13800000000')
    .executeTakeFirstOrThrow();
}

/** Runs `statement(from, to)` over 1…total in chunks of CHUNK. */
async function chunked(total: number, statement: (from: number, to: number) => Promise<unknown>): Promise<void> {
  for (let from = 1; from <= total; from += CHUNK) await statement(from, Math.min(total, from + CHUNK - 1));
}

/**
 * Generated suppliers (verified, each with its administrator) up to `scale.suppliers`, their orders on open tasks,
 * and the demo supplier's extra orders. Returns the demo administrator's first ongoing order (talent_list's).
 */
export async function insertBenchSuppliers(db: Db, scale: Scale): Promise<number> {
  const admin = await demoAdmin(db);
  const existing = await db
    .selectFrom('supplier')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const count = Math.max(0, scale.suppliers - Number(existing.n));
  await sql`
    insert into supplier (name, verify_status, created_at, updated_at)
    select ${GENERATED} || g, 2, now(), now() from generate_series(1, ${count}::int) g`.execute(db);
  await sql`
    insert into app_user (phone, user_name, created_at, updated_at)
    select '170' || lpad(g::text, 8, '0'), '压测管理员' || g, now(), now() from generate_series(1, ${count}::int) g`.execute(db);
  await sql`
    insert into supplier_member (supplier_id, user_id, is_main, auth_list, joined_at)
    select s.id, u.id, true, m.auth_list, now()
    from generate_series(1, ${count}::int) g
    join supplier s on s.name = ${GENERATED} || g
    join app_user u on u.phone = '170' || lpad(g::text, 8, '0')
    cross join (select auth_list from supplier_member where user_id = ${admin.user_id}) m`.execute(db);
  // Each generated supplier takes ordersPerSupplier distinct open tasks (a stride through them per supplier).
  await sql`
    with t as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from task where status = 1),
    s as (select m.supplier_id, m.user_id, row_number() over (order by m.supplier_id) - 1 as r
          from supplier_member m join supplier s on s.id = m.supplier_id where s.name like ${GENERATED + '%'})
    insert into task_order (task_id, supplier_id, taken_by, status, created_at)
    select t.id, s.supplier_id, s.user_id, 1, now() - (s.r + j) * interval '1 minute'
    from s cross join generate_series(0, ${scale.ordersPerSupplier - 1}::int) j
    join t on t.k = (s.r * 7 + j) % t.n`.execute(db);
  await sql`
    insert into task_order (task_id, supplier_id, taken_by, status, created_at)
    select t.id, ${admin.supplier_id}, ${admin.user_id}, 1, now() - row_number() over (order by t.id) * interval '1 minute'
    from (select id from task where status = 1 and id not in (select task_id from task_order where supplier_id = ${admin.supplier_id})
          order by id desc limit ${scale.demoOrders}) t`.execute(db);
  const hot = await db
    .selectFrom('task_order')
    .select('id')
    .where('supplier_id', '=', admin.supplier_id)
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return hot.id;
}

/** Candidates over the numbered orders `o` (k = 0…n-1), row g on order g % n; statuses cycle through the pipeline. */
function candidateInsert(orders: ReturnType<typeof sql>, from: number, to: number) {
  return sql`
    with o as (${orders}), n as (select count(*)::int as n from o)
    insert into candidate (order_id, task_id, supplier_id, name, mobile, id_number, person_key, sex, age, birth_date, degree,
      status, submitted_by, created_at, status_changed_at, updated_at)
    select o.id, o.task_id, o.supplier_id, '压测' || g, '139' || lpad((g % 100000000)::text, 8, '0'), null, 'b:' || g,
      case when g % 2 = 0 then 'male' else 'female' end, 20 + g % 30, null, 'high_school',
      (array['submitted','screened','interviewed','hired','left','rejected'])[1 + g % 6], o.taken_by,
      now() - (g % 90) * interval '1 day' - (g % 86400) * interval '1 second',
      now() - (g % 90) * interval '1 day', now()
    from generate_series(${from}::int, ${to}::int) g cross join n join o on o.k = g % n.n`;
}

const numberedOrders = (where: ReturnType<typeof sql>) =>
  sql`select id, task_id, supplier_id, taken_by, row_number() over (order by id) - 1 as k from task_order o where ${where}`;

export async function insertBenchCandidates(db: Db, scale: Scale, hotOrderId: number): Promise<void> {
  const admin = await demoAdmin(db);
  const demo = Math.min(scale.demoCandidates, scale.candidates);
  const hot = Math.min(scale.hot, demo);
  const others = scale.candidates - demo;
  const generated = numberedOrders(sql`supplier_id in (select id from supplier where name like ${GENERATED + '%'})`);
  const demoOrders = numberedOrders(sql`supplier_id = ${admin.supplier_id} and id <> ${hotOrderId}`);
  const hotOrder = numberedOrders(sql`id = ${hotOrderId}`);
  // g runs on across the three parts: person_key ('b:' || g) stays unique per order.
  await chunked(others, (from, to) => candidateInsert(generated, from, to).execute(db));
  await chunked(demo - hot, (from, to) => candidateInsert(demoOrders, others + from, others + to).execute(db));
  await chunked(hot, (from, to) => candidateInsert(hotOrder, others + demo - hot + from, others + demo - hot + to).execute(db));
}

/** Bills over the numbered orders `o`, row g on order g % n for the period day g / n: (order, period) stays unique. */
function settlementInsert(orders: ReturnType<typeof sql>, from: number, to: number) {
  return sql`
    with o as (${orders}), n as (select count(*)::int as n from o)
    insert into settlement (supplier_id, order_id, task_id, period_from, period_to, status, unit, unit_price_fen, gross_fen,
      deduction_fen, total_fen, line_count, version, payee_account_id, payee_bank_name, payee_account_name, payee_account_number,
      issued_at, updated_at)
    select o.supplier_id, o.id, o.task_id,
      to_char(date '2000-01-01' + g / n.n, 'YYYY-MM-DD'), to_char(date '2000-01-01' + g / n.n, 'YYYY-MM-DD'),
      (array['pending','disputed','confirmed','paid','failed'])[1 + g % 5], 'hour', 2500,
      (g % 1000) * 2500, 0, (g % 1000) * 2500, 1 + g % 20, 1,
      case when g % 5 >= 2 then 'bench' end, case when g % 5 >= 2 then '中国工商银行' end,
      case when g % 5 >= 2 then '压测账户' end, case when g % 5 >= 2 then '6222 **** **** 0000' end,
      now() - g * interval '1 minute', now()
    from generate_series(${from}::int, ${to}::int) g cross join n join o on o.k = g % n.n`;
}

export async function insertBenchSettlements(db: Db, scale: Scale): Promise<void> {
  const admin = await demoAdmin(db);
  const demo = Math.min(scale.demoSettlements, scale.settlements);
  const generated = numberedOrders(sql`supplier_id in (select id from supplier where name like ${GENERATED + '%'})`);
  const demoOrders = numberedOrders(sql`supplier_id = ${admin.supplier_id}`);
  await chunked(scale.settlements - demo, (from, to) => settlementInsert(generated, from, to).execute(db));
  await chunked(demo, (from, to) => settlementInsert(demoOrders, from, to).execute(db));
}

/** The console's busiest read of the log: every kind of action, on many targets, a minute apart, newest now. */
export async function insertBenchStaffActions(db: Db, scale: Scale, staffId: number): Promise<void> {
  const actions = ['candidate.move', 'settlement.issue', 'settlement.pay', 'task.publish', 'task.edit', 'verification.approve'];
  await chunked(scale.staffActions, (from, to) =>
    sql`
      insert into staff_action (staff_id, staff_name, staff_role, action, target_type, target_id, summary, client_ip, at)
      select ${staffId}, '压测员工', 'admin', (${actions}::text[])[1 + g % ${actions.length}::int], 'candidate', (g % 50000)::text,
        '压测操作 #' || g, '127.0.0.1', now() - g * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) g`.execute(db),
  );
  await sql`vacuum analyze staff_action`.execute(db);
}

/** Fresh statistics and visibility maps, so the planner sees the real sizes and counts can use index-only scans. */
export async function analyzeBenchTables(db: Db): Promise<void> {
  for (const table of [
    'supplier',
    'app_user',
    'supplier_member',
    'task_order',
    'candidate',
    'settlement',
    'settlement_status_count',
    'candidate_tally',
    'task',
  ]) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  }
}
