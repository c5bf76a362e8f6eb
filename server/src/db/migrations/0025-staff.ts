import { sql, type Kysely } from 'kysely';

/**
 * The platform's staff, apart from suppliers' users: their accounts (one phone each, one role), their console
 * sessions with rotating refresh tokens (the same rules as users' sessions, in tables of their own so neither
 * kind of token can stand for the other), and the log of every staff action.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('phone', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('reviewer', 'operator', 'finance', 'admin')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('disabled_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('staff_session')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refresh_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema.createIndex('staff_session_staff_idx').on('staff_session').column('staff_id').execute();

  await db.schema
    .createTable('staff_refresh_token')
    .addColumn('token_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('staff_session.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('staff_refresh_token_session_idx').on('staff_refresh_token').column('session_id').execute();

  await db.schema
    .createTable('staff_action')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Null when an operator command acted (no staff member); the name is kept as it was at the time.
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('staff_role', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The log's orders: newest first overall, by staff member, by action, and a target's history.
  await db.schema.createIndex('staff_action_at_idx').on('staff_action').columns(['at desc', 'id desc']).execute();
  await db.schema.createIndex('staff_action_staff_idx').on('staff_action').columns(['staff_id', 'at desc', 'id desc']).execute();
  await db.schema.createIndex('staff_action_action_idx').on('staff_action').columns(['action', 'at desc', 'id desc']).execute();
  await db.schema.createIndex('staff_action_target_idx').on('staff_action').columns(['target_type', 'target_id', 'at desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['staff_action', 'staff_refresh_token', 'staff_session', 'staff']) await db.schema.dropTable(table).execute();
}
