import { sql, type Kysely } from 'kysely';

/**
 * Invitations to join a supplier. Only the SHA-256 of the code is stored; re-inviting replaces it (the old code
 * dies with it). The invited phone's account exists from the invitation on, so a pending invitation has a user id
 * like a member does. An accepted invitation stays (so its code can be told apart as "used"); a pending one per
 * supplier and user at most.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('supplier_invitation')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('permissions', sql`text[]`, (c) => c.notNull())
    .addColumn('code_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .execute();
  await sql`create unique index supplier_invitation_pending_idx on supplier_invitation (supplier_id, user_id) where accepted_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supplier_invitation').execute();
}
