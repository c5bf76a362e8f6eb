import { sql, type Kysely } from 'kysely';

/**
 * Messages that reach people outside the portal: a member's verified e-mail address (on the account) and the
 * codes that verify one, each member's channels per kind of message, the outbox of SMS and e-mail messages
 * (written in the notice's own transaction, claimed by the app servers' workers with `FOR UPDATE SKIP LOCKED`
 * and a lease, like webhook deliveries) and the notices waiting for a member's daily digest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('email', 'text').execute();
  await db.schema.alterTable('app_user').addColumn('email_verified_at', 'timestamptz').execute();

  await db.schema
    .createTable('email_code')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_code_user_idx').on('email_code').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('message_preference')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sms', 'boolean', (c) => c.notNull())
    .addColumn('email', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_preference_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('message_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('supplier_id', 'integer', (c) => c.references('supplier.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('notice_id', 'bigint')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    // The digest's day (Beijing date): one digest per member and day.
    .addColumn('digest_day', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider_answer', 'text')
    // Scheduling uses the database's clock, so every app server agrees on what is due.
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('locked_by', 'text')
    .execute();
  await db.schema
    .createIndex('message_outbox_due_idx')
    .on('message_outbox')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('message_outbox_supplier_idx').on('message_outbox').columns(['supplier_id', 'id']).execute();
  await db.schema
    .createIndex('message_outbox_digest_uq')
    .on('message_outbox')
    .columns(['user_id', 'digest_day'])
    .unique()
    .where(sql.ref('digest_day'), 'is not', null)
    .execute();

  await db.schema
    .createTable('message_digest_item')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('supplier_id', 'integer', (c) => c.references('supplier.id'))
    .addColumn('digest_day', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_digest_item_day_idx').on('message_digest_item').columns(['digest_day', 'user_id', 'id']).execute();
}
