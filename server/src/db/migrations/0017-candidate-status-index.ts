import { sql, type Kysely } from 'kysely';

/**
 * donor_record_list (and its export) filtered by status: (supplier_id, created_at desc, id desc) finds the
 * supplier's candidates in order but must read each one's row to test its status — for a supplier with 100,000
 * candidates, the count alone read 100,000 rows per request (`npm run bench:api`'s `donor_record_list (hired, p2)`:
 * 57 req/s raw). With the status in the index the count is an index-only scan of that status's entries and the
 * page is read off the index in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index candidate_supplier_status_created_idx on candidate (supplier_id, status, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index candidate_supplier_status_created_idx`.execute(db);
}
