import { sql, type Kysely } from 'kysely';

/**
 * The platform console's orders, candidates and bills.
 *
 * - A platform move records what it arranged: the interview's time and place (安排面试) and the day a candidate
 *   started (已入职), on the move's log row; the supplier's timeline shows them and settlement by person counts
 *   a hire on that day.
 * - A task's candidates by status, newest first, across its orders: (task_id[, status], created_at, id), as the
 *   order's list reads (order_id[, status], created_at, id). The counts come from candidate_tally.
 * - Every supplier's bills by status, newest issued first: (status, issued_at, id) and (issued_at, id) of the bills
 *   not deleted, or of one task; the totals per status sum settlement_status_count (a row per supplier and status)
 *   less the superseded bills (a partial index finds those few).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('candidate_status_log')
    .addColumn('interview_at', 'timestamptz')
    .addColumn('interview_place', 'text')
    // YYYY-MM-DD (China day) as text, as every other day column.
    .addColumn('hired_on', 'varchar(10)')
    .execute();
  await sql`create index candidate_task_created_idx on candidate (task_id, created_at, id)`.execute(db);
  await sql`create index candidate_task_status_created_idx on candidate (task_id, status, created_at, id)`.execute(db);
  await sql`create index settlement_status_issued_idx on settlement (status, issued_at, id) where deleted_at is null`.execute(db);
  await sql`create index settlement_issued_idx on settlement (issued_at, id) where deleted_at is null`.execute(db);
  await sql`create index settlement_task_issued_idx on settlement (task_id, issued_at, id) where deleted_at is null`.execute(db);
  // Superseded bills are left out of the console's list and its counts: few, found without reading the rest.
  await sql`create index settlement_superseded_idx on settlement (supplier_id) where superseded_at is not null and deleted_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'candidate_task_created_idx',
    'candidate_task_status_created_idx',
    'settlement_status_issued_idx',
    'settlement_issued_idx',
    'settlement_task_issued_idx',
    'settlement_superseded_idx',
  ])
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  await db.schema
    .alterTable('candidate_status_log')
    .dropColumn('interview_at')
    .dropColumn('interview_place')
    .dropColumn('hired_on')
    .execute();
}
