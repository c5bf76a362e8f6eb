import { sql, type Kysely } from 'kysely';

/**
 * The lists' server-side sorting (`sortField`, `sortOrder`) reads an index in order, both ways, with the row id as
 * the tie-break (and the keyset of the streamed exports): bills by amount and by period start (issue time has
 * its index since 0016), each alone and under a status tab; orders by take time; an order's candidates by
 * submission time. The delivery record already has (supplier_id, created_at desc, id desc).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index settlement_supplier_amount_idx on settlement (supplier_id, total_fen, id) where deleted_at is null`.execute(db);
  await sql`create index settlement_supplier_status_amount_idx on settlement (supplier_id, status, total_fen, id) where deleted_at is null`.execute(
    db,
  );
  await sql`create index settlement_supplier_period_idx on settlement (supplier_id, period_from, id) where deleted_at is null`.execute(db);
  await sql`create index settlement_supplier_status_period_idx on settlement (supplier_id, status, period_from, id) where deleted_at is null`.execute(
    db,
  );
  // (supplier_id, created_at desc) without the id: the new one covers it and breaks ties.
  await sql`drop index task_order_supplier_idx`.execute(db);
  await sql`create index task_order_supplier_taken_idx on task_order (supplier_id, created_at, id)`.execute(db);
  await sql`create index task_order_supplier_status_taken_idx on task_order (supplier_id, status, created_at, id)`.execute(db);
  await sql`create index candidate_order_created_idx on candidate (order_id, created_at, id)`.execute(db);
  await sql`create index candidate_order_status_created_idx on candidate (order_id, status, created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'settlement_supplier_amount_idx',
    'settlement_supplier_status_amount_idx',
    'settlement_supplier_period_idx',
    'settlement_supplier_status_period_idx',
    'task_order_supplier_taken_idx',
    'task_order_supplier_status_taken_idx',
    'candidate_order_created_idx',
    'candidate_order_status_created_idx',
  ]) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
  await sql`create index task_order_supplier_idx on task_order (supplier_id, created_at desc)`.execute(db);
}
