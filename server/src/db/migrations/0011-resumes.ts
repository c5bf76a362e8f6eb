import { sql, type Kysely } from 'kysely';

/** Resume drafts (one per stored resume) and the one-time upload codes that make retried uploads idempotent. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resume_draft')
    .addColumn('file_id', 'integer', (c) => c.primaryKey().references('stored_file.id').onDelete('cascade'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('app_user.id'))
    // The file's safe name and size, kept here so the drafts module reads only its own table.
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('mobile', 'text')
    .addColumn('id_number', 'text')
    .addColumn('sex', 'text')
    .addColumn('age', 'integer')
    .addColumn('degree', 'text')
    .addColumn('confidence', 'jsonb', (c) => c.notNull())
    // Set while add_resume_talent works on it, so two submissions of one draft cannot both go through.
    .addColumn('submitting_since', 'timestamptz')
    .addColumn('candidate_id', 'integer', (c) => c.unique())
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('resume_draft_supplier_idx').on('resume_draft').columns(['supplier_id', 'created_at']).execute();

  await db.schema
    .createTable('upload_code')
    // SHA-256 of the code: the table never holds a usable code.
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('supplier_id', 'integer', (c) => c.references('supplier.id'))
    .addColumn('purpose', 'text')
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addCheckConstraint('upload_code_result_bound', sql`result is null or supplier_id is not null`)
    .execute();
  await db.schema.createIndex('upload_code_expires_idx').on('upload_code').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_code').execute();
  await db.schema.dropTable('resume_draft').execute();
}
