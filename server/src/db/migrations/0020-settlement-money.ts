import { sql, type Kysely } from 'kysely';

/**
 * What a supplier reads of its money: the reason of each line's deduction (from the platform's lines
 * file), the payment reference of a paid bill (ops `pay-settlement --reference`), and the amount per status beside
 * the count per status, kept by the same trigger. The amount leaves out bills a corrected bill superseded: they are
 * owed nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settlement_line').addColumn('deduction_reason', 'text').execute();
  await db.schema.alterTable('settlement').addColumn('payment_reference', 'text').execute();
  await db.schema
    .alterTable('settlement_status_count')
    .addColumn('total_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    create or replace function settlement_status_count_keep() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        perform 1 from settlement_status_count c
          where (c.supplier_id, c.status) in (select supplier_id, status from old_rows union select supplier_id, status from new_rows)
          order by c.supplier_id, c.status for update;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update settlement_status_count c set n = c.n - d.k, total_fen = c.total_fen - d.fen
          from (select supplier_id, status, count(*) as k, coalesce(sum(total_fen) filter (where superseded_at is null), 0) as fen
                from old_rows where deleted_at is null group by supplier_id, status) d
          where c.supplier_id = d.supplier_id and c.status = d.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into settlement_status_count (supplier_id, status, n, total_fen)
          select supplier_id, status, count(*), coalesce(sum(total_fen) filter (where superseded_at is null), 0)
          from new_rows where deleted_at is null group by supplier_id, status
          order by supplier_id, status
          on conflict (supplier_id, status) do update
            set n = settlement_status_count.n + excluded.n, total_fen = settlement_status_count.total_fen + excluded.total_fen;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    update settlement_status_count c set total_fen = d.fen
    from (select supplier_id, status, sum(total_fen) as fen from settlement
          where deleted_at is null and superseded_at is null group by supplier_id, status) d
    where c.supplier_id = d.supplier_id and c.status = d.status`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settlement_status_count').dropColumn('total_fen').execute();
  await db.schema.alterTable('settlement').dropColumn('payment_reference').execute();
  await db.schema.alterTable('settlement_line').dropColumn('deduction_reason').execute();
}
