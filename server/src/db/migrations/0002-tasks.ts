import { sql, type Kysely } from 'kysely';

/**
 * Tasks (positions suppliers take orders on). The indexes follow the task search of the find-job screen:
 * open tasks by city / position type / settlement type / reward unit / features, newest or best paid first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('task')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position_type_id', 'integer', (c) => c.notNull().references('position_type.id'))
    .addColumn('province_code', 'varchar(12)', (c) => c.notNull().references('region.code'))
    .addColumn('city_code', 'varchar(12)', (c) => c.notNull().references('region.code'))
    .addColumn('district_code', 'varchar(12)', (c) => c.references('region.code'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('reward_amount', 'integer', (c) => c.notNull().check(sql`reward_amount >= 0`))
    .addColumn('reward_unit', 'text', (c) => c.notNull())
    .addColumn('settlement_type', 'text', (c) => c.notNull())
    .addColumn('features', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('person_number', 'integer', (c) => c.notNull().check(sql`person_number > 0`))
    .addColumn('taken_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sex_requirement', 'text', (c) => c.notNull())
    .addColumn('degree_requirement', 'text', (c) => c.notNull())
    .addColumn('age_min', 'smallint')
    .addColumn('age_max', 'smallint')
    .addColumn('work_time', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull())
    .addColumn('adviser_name', 'text', (c) => c.notNull())
    .addColumn('adviser_phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('adviser_wechat', 'text')
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('publish_time', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    // Capacity is protected by the database, not only by the service: take-order races cannot overbook.
    .addCheckConstraint('task_capacity_check', sql`taken_count between 0 and person_number`)
    .execute();

  const open = sql<boolean>`status = 1`;
  await db.schema.createIndex('task_open_publish_idx').on('task').column('publish_time desc').where(open).execute();
  await db.schema.createIndex('task_city_idx').on('task').columns(['city_code', 'publish_time desc']).where(open).execute();
  await db.schema.createIndex('task_district_idx').on('task').column('district_code').where(open).execute();
  await db.schema.createIndex('task_position_idx').on('task').columns(['position_type_id', 'publish_time desc']).where(open).execute();
  await db.schema.createIndex('task_settlement_idx').on('task').column('settlement_type').where(open).execute();
  await db.schema.createIndex('task_reward_idx').on('task').columns(['reward_unit', 'reward_amount desc']).where(open).execute();
  await sql`create index task_features_idx on task using gin (features) where status = 1`.execute(db);

  await db.schema
    .createTable('task_collection')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('task.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_collection_pk', ['user_id', 'task_id'])
    .execute();

  await db.schema
    .createTable('task_order')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('task_id', 'integer', (c) => c.notNull().references('task.id'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('taken_by', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One order per supplier and task: a double click or a race cannot take a task twice.
  await db.schema.createIndex('task_order_once_idx').on('task_order').columns(['task_id', 'supplier_id']).unique().execute();
  await db.schema.createIndex('task_order_supplier_idx').on('task_order').columns(['supplier_id', 'created_at desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task_order').execute();
  await db.schema.dropTable('task_collection').execute();
  await db.schema.dropTable('task').execute();
}
