import { sql, type Kysely } from 'kysely';

/**
 * The staff action log's 「共 N 条」 without counting it. The log only grows (every console action and operator
 * command adds a row), and the whole log's count read every row of it: 12 ms at 30,000 rows on the bench's
 * PostgreSQL, linear beyond. Rows per (staff member, action), kept by statement-level triggers as candidate_tally
 * is: the unfiltered list and the filters by staff member and by action read a few of these rows instead. Operator
 * commands (no staff member) count under staff_key 0; no staff id is 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff_action_count (
      staff_key integer not null,
      action text not null,
      n bigint not null,
      primary key (staff_key, action)
    )`.execute(db);
  await sql`
    insert into staff_action_count (staff_key, action, n)
    select coalesce(staff_id, 0), action, count(*) from staff_action group by 1, 2`.execute(db);
  // What a statement added (+1 per new row) and took away (-1 per old row), in key order (no deadlock between two).
  for (const [event, rows] of [
    ['insert', `select staff_id, action, 1 as d from new_rows`],
    ['update', `select staff_id, action, 1 as d from new_rows union all select staff_id, action, -1 from old_rows`],
    ['delete', `select staff_id, action, -1 as d from old_rows`],
  ] as const) {
    await sql
      .raw(
        `create function staff_action_count_${event}() returns trigger language plpgsql as $$
        begin
          insert into staff_action_count (staff_key, action, n)
          select coalesce(staff_id, 0), action, sum(d) from (${rows}) as change
          group by 1, 2 having sum(d) <> 0 order by 1, 2
          on conflict (staff_key, action) do update set n = staff_action_count.n + excluded.n;
          return null;
        end $$`,
      )
      .execute(db);
  }
  await sql`create trigger staff_action_count_insert after insert on staff_action referencing new table as new_rows for each statement execute function staff_action_count_insert()`.execute(
    db,
  );
  await sql`create trigger staff_action_count_update after update on staff_action referencing old table as old_rows new table as new_rows for each statement execute function staff_action_count_update()`.execute(
    db,
  );
  await sql`create trigger staff_action_count_delete after delete on staff_action referencing old table as old_rows for each statement execute function staff_action_count_delete()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger staff_action_count_${event} on staff_action`).execute(db);
    await sql.raw(`drop function staff_action_count_${event}()`).execute(db);
  }
  await sql`drop table staff_action_count`.execute(db);
}
