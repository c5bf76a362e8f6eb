import { sql, type Kysely } from 'kysely';

/**
 * API keys: a supplier's keys for its own systems. Only the SHA-256 of a key is stored (a key is 256
 * random bits, so a plain hash cannot be guessed back); `prefix` is what the list shows. Revoking keeps the row, so
 * the list and the audit trail still name it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_key')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'integer', (c) => c.references('app_user.id'))
    .execute();
  await sql`create index api_key_supplier_idx on api_key (supplier_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_key').execute();
}
