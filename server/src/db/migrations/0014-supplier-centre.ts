import { sql, type Kysely } from 'kysely';

/**
 * The supplier centre: the company profile (one row per supplier, created on its first edit) and the bank
 * accounts. A supplier has at most one default account (partial unique index) and never the same number twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('supplier_profile')
    .addColumn('supplier_id', 'integer', (c) => c.primaryKey().references('supplier.id'))
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(12)', (c) => c.references('region.code'))
    .addColumn('city_code', 'varchar(12)', (c) => c.references('region.code'))
    .addColumn('district_code', 'varchar(12)', (c) => c.references('region.code'))
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('business_scope', 'text', (c) => c.notNull())
    .addColumn('logo_file_id', 'integer', (c) => c.references('stored_file.id'))
    .addColumn('updated_by', 'integer', (c) => c.references('app_user.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('supplier_bank_account')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('bank_code', 'text', (c) => c.notNull().references('bank.code'))
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'varchar(30)', (c) => c.notNull().check(sql`account_number ~ '^[0-9]{8,30}$'`))
    .addColumn('branch_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index supplier_bank_account_number_idx on supplier_bank_account (supplier_id, account_number)`.execute(db);
  await sql`create unique index supplier_bank_account_one_default_idx on supplier_bank_account (supplier_id) where is_default`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supplier_bank_account').execute();
  await db.schema.dropTable('supplier_profile').execute();
}
