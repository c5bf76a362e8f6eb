import { sql, type Kysely } from 'kysely';

/** Metadata, reference data, accounts, sessions and login codes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('region')
    .addColumn('code', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 3`))
    .addColumn('parent_code', 'varchar(12)', (c) => c.references('region.code'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('region_parent_idx').on('region').columns(['parent_code', 'sort']).execute();

  await db.schema
    .createTable('position_type')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('position_type.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('enum_item')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('enum_item_pk', ['type', 'code'])
    .execute();

  await db.schema
    .createTable('bank')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('system_param')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('phone', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('supplier')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)', (c) => c.unique())
    .addColumn('verify_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // A user acts for at most one supplier at a time (join / exit switch it), hence the unique user_id.
  await db.schema
    .createTable('supplier_member')
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('app_user.id'))
    .addColumn('is_main', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('auth_list', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('supplier_member_pk', ['supplier_id', 'user_id'])
    .execute();
  // Exactly one administrator per supplier: a transfer must demote before it promotes, in one transaction.
  await sql`create unique index supplier_one_main_idx on supplier_member (supplier_id) where is_main`.execute(db);

  await db.schema
    .createTable('channel')
    .addColumn('sid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('sourcecode', 'varchar(64)')
    .addColumn('expired_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_session')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('supplier_id', 'integer', (c) => c.references('supplier.id'))
    .addColumn('sid', 'varchar(64)')
    .addColumn('sourcecode', 'varchar(64)')
    .addColumn('client_ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refresh_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema.createIndex('user_session_user_idx').on('user_session').column('user_id').execute();
  await db.schema.createIndex('user_session_sid_idx').on('user_session').column('sid').where(sql.ref('sid'), 'is not', null).execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('token_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('user_session.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_token_session_idx').on('refresh_token').column('session_id').execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('code_hash', 'char(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('client_ip', 'text')
    .execute();
  await db.schema.createIndex('sms_code_phone_idx').on('sms_code').columns(['phone', 'created_at desc']).execute();

  await db.schema
    .createTable('sms_phone_counter')
    .addColumn('phone', 'varchar(11)', (c) => c.primaryKey())
    .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('day', 'char(10)', (c) => c.notNull())
    .addColumn('day_count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_pk', ['bucket', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limit_window_idx').on('rate_limit').column('window_start').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limit',
    'sms_phone_counter',
    'sms_code',
    'refresh_token',
    'user_session',
    'channel',
    'supplier_member',
    'supplier',
    'app_user',
    'system_param',
    'bank',
    'enum_item',
    'position_type',
    'region',
    'app_meta',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
