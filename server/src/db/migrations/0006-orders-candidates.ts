import { sql, type Kysely } from 'kysely';

/**
 * Orders worked by members, candidates, their pipeline history, share links and the interview sites of tasks.
 *
 * Indexes follow the screens' queries:
 * - talent_list reads one order's candidates by status, newest first, and counts them per status:
 *   (order_id, status, id desc) answers both the page and the per-status count from the index.
 * - donor_record_list / statistics read one supplier's submissions by date: (supplier_id, created_at desc, id desc).
 * - my_order_list of a member reads the orders distributed to them: order_assignee (user_id).
 * - statistics count moves into interviewed / hired per period: candidate_status_log (supplier_id, to_status, created_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  // 1 ongoing (taken), 2 finished, 3 cancelled. Existing orders are all ongoing.
  await sql`alter table task_order add constraint task_order_status_check check (status in (1, 2, 3))`.execute(db);
  await db.schema.createIndex('task_order_supplier_status_idx').on('task_order').columns(['supplier_id', 'status', 'id desc']).execute();
  await db.schema.createIndex('task_order_taker_idx').on('task_order').columns(['taken_by', 'id desc']).execute();

  await db.schema
    .createTable('order_assignee')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('task_order.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('assigned_by', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_assignee_pk', ['order_id', 'user_id'])
    .execute();
  await db.schema.createIndex('order_assignee_user_idx').on('order_assignee').columns(['user_id', 'order_id']).execute();

  await db.schema
    .createTable('task_site')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('task_id', 'integer', (c) => c.notNull().references('task.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text')
    .addColumn('contact_phone', 'varchar(11)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('task_site_task_idx').on('task_site').columns(['task_id', 'sort']).execute();

  await db.schema
    .createTable('candidate')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('task_order.id'))
    // Copies of the order's: the ownership rule and the supplier's lists read them without a join.
    .addColumn('task_id', 'integer', (c) => c.notNull().references('task.id'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('id_number', 'varchar(18)')
    // Who the person is for the ownership rule: the ID number, else the mobile.
    .addColumn('person_key', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('age', 'smallint', (c) => c.notNull())
    // YYYY-MM-DD as text: a `date` would come back as a local-time Date from both drivers.
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('degree', 'text', (c) => c.notNull())
    .addColumn('expected_interview_time', 'timestamptz')
    .addColumn('site_id', 'integer', (c) => c.references('task_site.id'))
    .addColumn('remark', 'text')
    .addColumn('resume_file_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('submitted'))
    .addColumn('reject_reason', 'text')
    .addColumn('detail', 'jsonb')
    .addColumn('submitted_by', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('status_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('candidate_status_check', sql`status in ('submitted', 'screened', 'interviewed', 'hired', 'left', 'rejected')`)
    .execute();
  // The same supplier cannot submit a person twice to one order, whatever the race.
  await db.schema.createIndex('candidate_once_per_order_idx').on('candidate').columns(['order_id', 'person_key']).unique().execute();
  await db.schema.createIndex('candidate_order_status_idx').on('candidate').columns(['order_id', 'status', 'id desc']).execute();
  await db.schema
    .createIndex('candidate_supplier_created_idx')
    .on('candidate')
    .columns(['supplier_id', 'created_at desc', 'id desc'])
    .execute();

  /**
   * Who holds a person on a task: one row per (task, person), so concurrent submissions by different
   * suppliers meet on its primary key. A submission takes the row over only when it is the same supplier's
   * or the holder's claim is older than the protection window (a conditional upsert under the row lock).
   */
  await db.schema
    .createTable('candidate_claim')
    .addColumn('task_id', 'integer', (c) => c.notNull().references('task.id'))
    .addColumn('person_key', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidate.id'))
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('candidate_claim_pk', ['task_id', 'person_key'])
    .execute();

  await db.schema
    .createTable('candidate_status_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidate.id').onDelete('cascade'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    // A member's id for the supplier's own moves; null for the employer's side (the operator command).
    .addColumn('actor_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('candidate_status_log_candidate_idx').on('candidate_status_log').columns(['candidate_id', 'id']).execute();
  await db.schema
    .createIndex('candidate_status_log_stats_idx')
    .on('candidate_status_log')
    .columns(['supplier_id', 'to_status', 'created_at'])
    .execute();

  // Only the token's hash is stored: a leaked table does not open anyone's card.
  await db.schema
    .createTable('candidate_share')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidate.id').onDelete('cascade'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('candidate_share').execute();
  await db.schema.dropTable('candidate_status_log').execute();
  await db.schema.dropTable('candidate_claim').execute();
  await db.schema.dropTable('candidate').execute();
  await db.schema.dropTable('task_site').execute();
  await db.schema.dropTable('order_assignee').execute();
  await db.schema.dropIndex('task_order_taker_idx').execute();
  await db.schema.dropIndex('task_order_supplier_status_idx').execute();
  await sql`alter table task_order drop constraint task_order_status_check`.execute(db);
}
