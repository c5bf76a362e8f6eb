import { sql, type Kysely } from 'kysely';

/**
 * Candidates per order and status, kept by the database itself. donor_record_list's 「共 N 条」 counted every
 * candidate of the supplier on each request: 100,000 index entries, 11–23 ms under load (`npm run bench:api`'s
 * `donor_record_list (30)`: p99 65 ms through raw pg alone). Counting by this table reads one row per order and
 * status instead. The talent list's per-status tabs and the order list's counts read it too.
 *
 * Statement-level triggers with transition tables keep it exact for every writer — the services, the demo seed,
 * the bench's bulk inserts, an operator's SQL — at the cost of one grouped upsert per statement (not per row).
 * Each statement touches its (order, status) rows in key order, so two concurrent statements lock them in the same
 * order and cannot deadlock on them. A row that falls to 0 stays (sums ignore it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table candidate_tally (
      order_id integer not null,
      status text not null,
      supplier_id integer not null,
      n integer not null,
      primary key (order_id, status)
    )`.execute(db);
  await sql`create index candidate_tally_supplier_idx on candidate_tally (supplier_id, status)`.execute(db);
  await sql`
    insert into candidate_tally (order_id, status, supplier_id, n)
    select order_id, status, min(supplier_id), count(*) from candidate group by order_id, status`.execute(db);
  // One function for the three events: what a statement added (+1 per new row) and took away (-1 per old row).
  for (const [event, rows] of [
    ['insert', `select order_id, status, supplier_id, 1 as d from new_rows`],
    [
      'update',
      `select order_id, status, supplier_id, 1 as d from new_rows union all select order_id, status, supplier_id, -1 from old_rows`,
    ],
    ['delete', `select order_id, status, supplier_id, -1 as d from old_rows`],
  ] as const) {
    await sql
      .raw(
        `create function candidate_tally_${event}() returns trigger language plpgsql as $$
        begin
          insert into candidate_tally (order_id, status, supplier_id, n)
          select order_id, status, min(supplier_id), sum(d)::integer from (${rows}) as change
          group by order_id, status having sum(d) <> 0 order by order_id, status
          on conflict (order_id, status) do update set n = candidate_tally.n + excluded.n;
          return null;
        end $$`,
      )
      .execute(db);
  }
  await sql`create trigger candidate_tally_insert after insert on candidate referencing new table as new_rows for each statement execute function candidate_tally_insert()`.execute(
    db,
  );
  await sql`create trigger candidate_tally_update after update on candidate referencing old table as old_rows new table as new_rows for each statement execute function candidate_tally_update()`.execute(
    db,
  );
  await sql`create trigger candidate_tally_delete after delete on candidate referencing old table as old_rows for each statement execute function candidate_tally_delete()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger candidate_tally_${event} on candidate`).execute(db);
    await sql.raw(`drop function candidate_tally_${event}()`).execute(db);
  }
  await sql`drop table candidate_tally`.execute(db);
}
