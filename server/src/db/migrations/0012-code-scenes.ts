import { sql, type Kysely } from 'kysely';

/**
 * SMS codes carry their purpose (`scene`: login, transfer_admin, bank, phone_old, phone_new); a code confirms
 * only its own scene. Codes sent before this migration were all login codes.
 *
 * The phone change's middle step: `phone_change_step` holds the proof that a session's user confirmed the
 * old phone (a hash of a short-lived, single-use token), which the new phone's send and check require.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sms_code')
    .addColumn('scene', 'text', (c) => c.notNull().defaultTo('login'))
    .execute();
  await sql`alter table sms_code alter column scene drop default`.execute(db);
  await db.schema.dropIndex('sms_code_phone_idx').execute();
  await db.schema.createIndex('sms_code_phone_scene_idx').on('sms_code').columns(['phone', 'scene', 'created_at desc']).execute();

  await db.schema
    .createTable('phone_change_step')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('user_session.id').onDelete('cascade'))
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('old_phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('phone_change_step_user_idx').on('phone_change_step').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('phone_change_step').execute();
  await db.schema.dropIndex('sms_code_phone_scene_idx').execute();
  await db.schema.createIndex('sms_code_phone_idx').on('sms_code').columns(['phone', 'created_at desc']).execute();
  await db.schema.alterTable('sms_code').dropColumn('scene').execute();
}
