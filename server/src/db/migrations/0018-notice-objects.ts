import { sql, type Kysely } from 'kysely';

/**
 * A notice names the change it reports (`type`, NOTICE_TYPE_KINDS) and the object it is about (`object_id`), so
 * the SPA re-reads exactly the data it concerns. Earlier notices get the type their kind was written for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('supplier_notice').addColumn('type', 'text').addColumn('object_id', 'text').execute();
  await sql`update supplier_notice set type = case kind
      when 'task_remind' then 'task_published'
      when 'order_status' then 'order_status'
      when 'candidate_status' then 'candidate_status'
      else 'settlement_issued' end`.execute(db);
  await db.schema
    .alterTable('supplier_notice')
    .alterColumn('type', (c) => c.setNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('supplier_notice').dropColumn('type').dropColumn('object_id').execute();
}
