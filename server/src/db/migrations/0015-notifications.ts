import { sql, type Kysely } from 'kysely';

/**
 * Notices per user within a supplier (the header's bell) and each member's task-reminder settings. Notices are
 * written in the transaction of the change they report and pushed live after it commits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('task_remind_setting')
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('city_codes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('position_type_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('reward_floor', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`reward_floor >= 0`),
    )
    .addColumn('reward_unit', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_remind_setting_pk', ['supplier_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('supplier_notice')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('supplier_notice_user_idx').on('supplier_notice').columns(['user_id', 'supplier_id', 'id']).execute();
  await db.schema
    .createIndex('supplier_notice_unread_idx')
    .on('supplier_notice')
    .columns(['user_id', 'supplier_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supplier_notice').execute();
  await db.schema.dropTable('task_remind_setting').execute();
}
