import { sql, type Kysely } from 'kysely';

/**
 * Verification: a supplier's submissions (company or person, an upgrade included) and the users who
 * dismissed the verification banner. Licence and ID card images are uploaded before the uploader has a
 * supplier, so a stored file may belong to its uploader alone (supplier_id null) until the submission binds it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('supplier_verification')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('company', 'person')`))
    .addColumn('is_upgrade', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('reviewing', 'approved', 'rejected')`))
    .addColumn('company_name', 'text')
    .addColumn('credit_code', 'varchar(18)')
    .addColumn('legal_person', 'text')
    .addColumn('licence_file_id', 'integer', (c) => c.references('stored_file.id'))
    .addColumn('person_name', 'text')
    .addColumn('id_number', 'varchar(18)')
    .addColumn('id_front_file_id', 'integer', (c) => c.references('stored_file.id'))
    .addColumn('id_back_file_id', 'integer', (c) => c.references('stored_file.id'))
    .addColumn('submitted_by', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reject_reason', 'text')
    .addCheckConstraint(
      'supplier_verification_fields_check',
      sql`(kind = 'company' and company_name is not null and credit_code is not null and legal_person is not null and licence_file_id is not null)
        or (kind = 'person' and person_name is not null and id_number is not null and id_front_file_id is not null and id_back_file_id is not null)`,
    )
    .execute();
  // One submission under review per supplier: two submits racing cannot both be reviewed.
  await sql`create unique index supplier_verification_reviewing_idx on supplier_verification (supplier_id) where status = 'reviewing'`.execute(
    db,
  );
  // A credit code (an ID number) is claimed by at most one live submission across all suppliers.
  await sql`create unique index supplier_verification_credit_code_idx on supplier_verification (credit_code) where status <> 'rejected' and credit_code is not null`.execute(
    db,
  );
  await sql`create unique index supplier_verification_id_number_idx on supplier_verification (id_number) where status <> 'rejected' and id_number is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('supplier_verification_supplier_idx')
    .on('supplier_verification')
    .columns(['supplier_id', 'submitted_at'])
    .execute();

  await db.schema
    .createTable('verification_tips_closed')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('closed_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('stored_file')
    .alterColumn('supplier_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .createIndex('stored_file_uploader_idx')
    .on('stored_file')
    .columns(['uploaded_by', 'created_at'])
    .where(sql.ref('supplier_id'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stored_file_uploader_idx').execute();
  await db
    .deleteFrom('stored_file' as never)
    .where(sql.ref('supplier_id'), 'is', null)
    .execute();
  await db.schema
    .alterTable('stored_file')
    .alterColumn('supplier_id', (c) => c.setNotNull())
    .execute();
  await db.schema.dropTable('verification_tips_closed').execute();
  await db.schema.dropTable('supplier_verification').execute();
}
