import { sql, type Kysely } from 'kysely';

/**
 * Uploaded files live in the database (bytea), so every app server on one PostgreSQL serves the same files
 * and a backup of the database is a backup of the files. Rows belong to a supplier; every read filters by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_file')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stored_file_supplier_idx').on('stored_file').columns(['supplier_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_file').execute();
}
