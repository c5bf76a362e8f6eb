import { sql, type Kysely } from 'kysely';

/**
 * A supplier is a company or a person (ops create-supplier --type), and a session's access tokens carry a
 * generation: raising it (ops expire-tokens) makes every access token issued before expire at once, so the
 * client refreshes as it would after the TTL, without anyone waiting for the clock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('supplier')
    .addColumn('supplier_type', 'varchar(16)', (c) => c.notNull().defaultTo('company'))
    .execute();
  await sql`alter table supplier add constraint supplier_type_check check (supplier_type in ('company', 'person'))`.execute(db);
  await db.schema
    .alterTable('user_session')
    .addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_session').dropColumn('token_generation').execute();
  await db.schema.alterTable('supplier').dropConstraint('supplier_type_check').execute();
  await db.schema.alterTable('supplier').dropColumn('supplier_type').execute();
}
