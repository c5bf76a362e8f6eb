import { sql, type Kysely } from 'kysely';

/**
 * Settlement bills (contract/settlements.meta.ts), their lines, their audit events, the answers of bill-changing
 * calls by idempotency key, and the attendance the platform computes bills from.
 *
 * Money is integer fen (bigint). A line's quantity is stored in hundredths (7.5 hours = 750), so the amount
 * is exact integer arithmetic: gross = round half up (quantity_centi × unit price ÷ 100) — `(q × p + 50) / 100`
 * in integer division, every operand ≥ 0 — and amount = gross − deduction ≥ 0. CHECKs hold the database to it,
 * and the bill's total to gross − deduction (the service writes the exact sums of its lines).
 *
 * One live bill per order and period: a unique index over (order, from, to) of the bills not superseded by a
 * corrected one (overlapping periods are refused by the issuing service under the order's row lock).
 *
 * Indexes follow the screens: `page` reads one supplier's bills (optionally of one status) newest issued first
 * — (supplier_id, status, issued_at desc, id desc) and (supplier_id, issued_at desc, id desc) of the bills not
 * deleted; `count` and an unfiltered page's total read `settlement_status_count`, which a trigger keeps.
 * `detail_list` pages one bill's lines by candidate name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settlement')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('task_order.id'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('task.id'))
    // YYYY-MM-DD (China days, both inclusive) as text: a `date` comes back as a local-time Date from the drivers.
    .addColumn('period_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('period_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('unit_price_fen', 'integer', (c) => c.notNull())
    .addColumn('gross_fen', 'bigint', (c) => c.notNull())
    .addColumn('deduction_fen', 'bigint', (c) => c.notNull())
    .addColumn('total_fen', 'bigint', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('supersedes_id', 'integer', (c) => c.references('settlement.id'))
    .addColumn('superseded_at', 'timestamptz')
    // The payee as it was when the bill was confirmed or resubmitted (an account may change later).
    .addColumn('payee_account_id', 'text')
    .addColumn('payee_bank_name', 'text')
    .addColumn('payee_account_name', 'text')
    .addColumn('payee_account_number', 'text')
    .addColumn('dispute_reason', 'text')
    .addColumn('platform_reply', 'text')
    .addColumn('fail_reason', 'text')
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('disputed_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('resubmitted_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('settlement_status_check', sql`status in ('pending', 'disputed', 'confirmed', 'paid', 'failed')`)
    .addCheckConstraint('settlement_period_check', sql`period_from <= period_to`)
    .addCheckConstraint(
      'settlement_money_check',
      sql`unit_price_fen >= 0 and gross_fen >= 0 and deduction_fen >= 0 and total_fen >= 0 and total_fen = gross_fen - deduction_fen and line_count >= 0`,
    )
    // Only a disputed bill is superseded, and only a superseded one is deleted.
    .addCheckConstraint('settlement_superseded_check', sql`superseded_at is null or status = 'disputed'`)
    .addCheckConstraint('settlement_deleted_check', sql`deleted_at is null or superseded_at is not null`)
    .addCheckConstraint('settlement_payee_check', sql`status not in ('confirmed', 'paid', 'failed') or payee_account_id is not null`)
    .execute();
  await db.schema
    .createIndex('settlement_live_period_idx')
    .on('settlement')
    .columns(['order_id', 'period_from', 'period_to'])
    .unique()
    .where(sql.ref('superseded_at'), 'is', null)
    .execute();
  await sql`create index settlement_supplier_status_idx on settlement (supplier_id, status, issued_at desc, id desc) where deleted_at is null`.execute(
    db,
  );
  await sql`create index settlement_supplier_issued_idx on settlement (supplier_id, issued_at desc, id desc) where deleted_at is null`.execute(
    db,
  );
  // The list and the head name the corrected bill that superseded a disputed one.
  await sql`create index settlement_supersedes_idx on settlement (supersedes_id) where supersedes_id is not null`.execute(db);
  /**
   * Bills per supplier and status, kept by triggers on every insert, update and delete of bills, so the status
   * tabs (`count`) and an unfiltered `page`'s total read a handful of rows instead of counting 100,000. A deleted
   * bill does not count. The counter rows serialise concurrent changes of one supplier's bills of one status,
   * inside the transaction that makes the change.
   */
  await db.schema
    .createTable('settlement_status_count')
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('settlement_status_count_pk', ['supplier_id', 'status'])
    .addCheckConstraint('settlement_status_count_check', sql`n >= 0`)
    .execute();
  // Statement-level, over the transition tables: a bulk insert adds its counts once, not a row at a time. The
  // counters a change touches are locked in one order first, so two changes never wait on each other in a circle.
  await sql`
    create function settlement_status_count_keep() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        perform 1 from settlement_status_count c
          where (c.supplier_id, c.status) in (select supplier_id, status from old_rows union select supplier_id, status from new_rows)
          order by c.supplier_id, c.status for update;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update settlement_status_count c set n = c.n - d.k
          from (select supplier_id, status, count(*) as k from old_rows where deleted_at is null group by supplier_id, status) d
          where c.supplier_id = d.supplier_id and c.status = d.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into settlement_status_count (supplier_id, status, n)
          select supplier_id, status, count(*) from new_rows where deleted_at is null group by supplier_id, status
          order by supplier_id, status
          on conflict (supplier_id, status) do update set n = settlement_status_count.n + excluded.n;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger settlement_count_insert after insert on settlement referencing new table as new_rows
    for each statement execute function settlement_status_count_keep()`.execute(db);
  await sql`create trigger settlement_count_update after update on settlement referencing old table as old_rows new table as new_rows
    for each statement execute function settlement_status_count_keep()`.execute(db);
  await sql`create trigger settlement_count_delete after delete on settlement referencing old table as old_rows
    for each statement execute function settlement_status_count_keep()`.execute(db);

  await db.schema.createIndex('settlement_order_idx').on('settlement').columns(['order_id', 'period_from']).execute();

  await db.schema
    .createTable('settlement_line')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('settlement_id', 'integer', (c) => c.notNull().references('settlement.id'))
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidate.id'))
    // The name as billed: the bill does not change when the candidate's record does.
    .addColumn('candidate_name', 'text', (c) => c.notNull())
    .addColumn('quantity_centi', 'bigint', (c) => c.notNull())
    .addColumn('unit_price_fen', 'integer', (c) => c.notNull())
    .addColumn('gross_fen', 'bigint', (c) => c.notNull())
    .addColumn('deduction_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('disputed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint(
      'settlement_line_money_check',
      sql`quantity_centi >= 0 and unit_price_fen >= 0 and deduction_fen >= 0 and gross_fen = (quantity_centi * unit_price_fen + 50) / 100 and deduction_fen <= gross_fen and amount_fen = gross_fen - deduction_fen`,
    )
    .execute();
  await db.schema
    .createIndex('settlement_line_once_idx')
    .on('settlement_line')
    .columns(['settlement_id', 'candidate_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('settlement_line_name_idx')
    .on('settlement_line')
    .columns(['settlement_id', 'candidate_name', 'id'])
    .execute();

  await db.schema
    .createTable('settlement_event')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('settlement_id', 'integer', (c) => c.notNull().references('settlement.id'))
    .addColumn('event', 'text', (c) => c.notNull())
    // Null when the platform (an ops command) acted.
    .addColumn('actor_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'settlement_event_check',
      sql`event in ('issued', 'viewed', 'exported', 'confirmed', 'disputed', 'dispute_rejected', 'superseded', 'paid', 'failed', 'resubmitted', 'deleted')`,
    )
    .execute();
  await db.schema.createIndex('settlement_event_bill_idx').on('settlement_event').columns(['settlement_id', 'id']).execute();

  // The answer a bill-changing call gave, by the caller's key: a replay gets it again, whatever happened since.
  // `json`, not `jsonb`: the text comes back as stored, so a replay is byte for byte the first answer.
  await db.schema
    .createTable('settlement_idempotency')
    .addColumn('settlement_id', 'integer', (c) => c.notNull().references('settlement.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('answer', 'json', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('settlement_idempotency_pk', ['settlement_id', 'key'])
    .execute();

  // What a hired candidate worked on a China day: hours in hundredths and pieces.
  await db.schema
    .createTable('attendance')
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidate.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('task_order.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('hours_centi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pieces', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('attendance_pk', ['candidate_id', 'day'])
    .addCheckConstraint('attendance_amount_check', sql`hours_centi between 0 and 2400 and pieces >= 0`)
    .execute();
  await db.schema.createIndex('attendance_order_day_idx').on('attendance').columns(['order_id', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'attendance',
    'settlement_idempotency',
    'settlement_event',
    'settlement_line',
    'settlement',
    'settlement_status_count',
  ])
    await db.schema.dropTable(table).execute();
  await sql`drop function if exists settlement_status_count_keep()`.execute(db);
}
