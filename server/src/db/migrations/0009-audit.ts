import { sql, type Kysely } from 'kysely';

/**
 * The supplier's audit trail: who did what to the company (verification, members, permissions, the
 * administrator role, phone numbers), when and from which address. Rows are only ever inserted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('supplier_audit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('supplier_id', 'integer', (c) => c.references('supplier.id'))
    .addColumn('actor_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('supplier_audit_supplier_idx').on('supplier_audit').columns(['supplier_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supplier_audit').execute();
}
