import { sql, type Kysely } from 'kysely';

/**
 * Framework agreement versions (the current one is the latest published), their signatures per supplier, version
 * and party type (a company's signature is a different one from the person's it may succeed), and partial
 * contracts per order with their one signature. Signatures are only ever inserted (framework) or set once
 * (partial): the unique index and the `signed_at is null` condition decide a race.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('framework_agreement')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('version', 'integer', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`version > 0`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('template_html', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('framework_signature')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('agreement_id', 'integer', (c) => c.notNull().references('framework_agreement.id'))
    .addColumn('party_type', 'varchar(16)', (c) => c.notNull().check(sql`party_type in ('company', 'person')`))
    .addColumn('mode', 'varchar(16)', (c) => c.notNull().check(sql`mode in ('sign', 'tripartite')`))
    .addColumn('party_name', 'text', (c) => c.notNull())
    .addColumn('party_credit_code', 'text')
    .addColumn('signed_by', 'integer', (c) => c.references('app_user.id'))
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('signer_phone', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('signed_text', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'char(64)', (c) => c.notNull())
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('framework_signature_once', ['supplier_id', 'agreement_id', 'party_type'])
    .execute();

  await db.schema
    .createTable('partial_contract')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('main_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('task_order.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    // The order's task title when the contract was issued (the contract names what it was issued for).
    .addColumn('task_title', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'char(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('signed_by', 'integer', (c) => c.references('app_user.id'))
    .addColumn('signer_name', 'text')
    .addColumn('signer_phone', 'text')
    .addColumn('client_ip', 'text')
    .addColumn('signed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('partial_contract_supplier_idx').on('partial_contract').columns(['supplier_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partial_contract').execute();
  await db.schema.dropTable('framework_signature').execute();
  await db.schema.dropTable('framework_agreement').execute();
}
