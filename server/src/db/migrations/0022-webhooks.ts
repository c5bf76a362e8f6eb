import { sql, type Kysely } from 'kysely';

/**
 * Webhooks: a supplier's subscriptions, the outbox of events (written in the transaction of the change
 * they report), one delivery per event and subscription (claimed by the app servers' workers with
 * `FOR UPDATE SKIP LOCKED` and a lease), and every attempt of each delivery.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_subscription')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', sql`text[]`, (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'integer', (c) => c.references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_subscription_supplier_idx').on('webhook_subscription').columns(['supplier_id', 'id']).execute();

  await db.schema
    .createTable('webhook_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    // The exact body that is signed and sent, the same for every attempt and redelivery.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhook_delivery')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('subscription_id', 'bigint', (c) => c.notNull().references('webhook_subscription.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('webhook_event.id'))
    .addColumn('redelivery_of', 'bigint', (c) => c.references('webhook_delivery.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'succeeded', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('response_status', 'integer')
    // Scheduling uses the database's clock, so every app server agrees on what is due.
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('locked_by', 'text')
    .execute();
  // The event's first delivery to a subscription is unique (a redelivery is another row).
  await db.schema
    .createIndex('webhook_delivery_first_uq')
    .on('webhook_delivery')
    .columns(['event_id', 'subscription_id'])
    .unique()
    .where(sql.ref('redelivery_of'), 'is', null)
    .execute();
  await db.schema.createIndex('webhook_delivery_subscription_idx').on('webhook_delivery').columns(['subscription_id', 'id']).execute();
  await db.schema
    .createIndex('webhook_delivery_due_idx')
    .on('webhook_delivery')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('webhook_attempt')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('delivery_id', 'bigint', (c) => c.notNull().references('webhook_delivery.id').onDelete('cascade'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('attempt_no', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('succeeded', 'boolean', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('webhook_attempt_delivery_idx').on('webhook_attempt').columns(['delivery_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempt').execute();
  await db.schema.dropTable('webhook_delivery').execute();
  await db.schema.dropTable('webhook_event').execute();
  await db.schema.dropTable('webhook_subscription').execute();
}
