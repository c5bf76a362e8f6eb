import { sql, type Kysely } from 'kysely';

/**
 * The find-job search, complaints and the task's "full" state.
 *
 * Keyword search: titles and descriptions are Chinese, which neither full-text search (no Chinese parser) nor
 * pg_trgm handles well — pg_trgm drops CJK characters under the C locale and extracts no trigram at all from
 * the usual two-character keyword (普工, 日结). So the index holds every character unigram and bigram of the
 * searchable text (what the pg_bigm extension does, in plain SQL, the same on PGlite and PostgreSQL): a keyword's
 * grams must all be present, and an ILIKE recheck then confirms the substring.
 *
 * Sort indexes end in `id desc`, the tiebreak of both sorts, so a page is read off the index in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Characters paired with their successor by a window, not substr(): substr walks a UTF-8 string from its
  // start, which made indexing quadratic in the description's length. GIN drops duplicate keys itself. The
  // high cost tells the planner never to evaluate it row by row when the index can answer instead.
  await sql`
    create function task_search_grams(t text) returns text[] language sql immutable parallel safe cost 1000 as $$
      select coalesce(array_agg(g), '{}'::text[]) from (
        select c, lead(c) over (order by i) as nx from unnest(string_to_array(lower(t), null)) with ordinality u(c, i)
      ) chars, lateral (values (c), (c || nx)) grams(g)
      where g is not null and g !~ '\\s'
    $$`.execute(db);
  await sql`create index task_search_grams_idx on task
    using gin (task_search_grams(title || ' ' || company_name || ' ' || description)) where status = 1`.execute(db);

  // 1 open, 2 paused, 3 closed, 4 full. An open task always has a place left: the take that fills the last
  // place must also mark the task full, or the database refuses it.
  await sql`alter table task add constraint task_status_check check (status in (1, 2, 3, 4))`.execute(db);
  await sql`alter table task add constraint task_open_has_room_check check (status <> 1 or taken_count < person_number)`.execute(db);

  const open = sql<boolean>`status = 1`;
  const index = (name: string, columns: string[]) => db.schema.createIndex(name).on('task').columns(columns).where(open).execute();
  // These replace 0002's indexes of the same leading columns, which lacked the tiebreak.
  for (const old of ['task_open_publish_idx', 'task_city_idx', 'task_district_idx', 'task_position_idx'])
    await db.schema.dropIndex(old).execute();
  await index('task_newest_idx', ['publish_time desc', 'id desc']);
  await index('task_reward_amount_idx', ['reward_amount desc', 'id desc']);
  await index('task_province_newest_idx', ['province_code', 'publish_time desc', 'id desc']);
  await index('task_city_newest_idx', ['city_code', 'publish_time desc', 'id desc']);
  await index('task_city_reward_idx', ['city_code', 'reward_amount desc', 'id desc']);
  await index('task_district_newest_idx', ['district_code', 'publish_time desc', 'id desc']);
  await index('task_position_newest_idx', ['position_type_id', 'publish_time desc', 'id desc']);

  // "My collections", newest first.
  await db.schema.createIndex('task_collection_user_time_idx').on('task_collection').columns(['user_id', 'created_at desc']).execute();

  await db.schema
    .createTable('task_complaint')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('task_id', 'integer', (c) => c.notNull().references('task.id'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('supplier.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // 1 open (waiting for the platform), 2 handled.
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status in (1, 2)`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('handled_at', 'timestamptz')
    .execute();
  // One open complaint per task and supplier, race-proof; a handled one does not block a new complaint.
  await sql`create unique index task_complaint_open_idx on task_complaint (task_id, supplier_id) where status = 1`.execute(db);
  await db.schema.createIndex('task_complaint_supplier_idx').on('task_complaint').columns(['supplier_id', 'created_at desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task_complaint').execute();
  await db.schema.dropIndex('task_collection_user_time_idx').execute();
  for (const name of [
    'task_newest_idx',
    'task_reward_amount_idx',
    'task_province_newest_idx',
    'task_city_newest_idx',
    'task_city_reward_idx',
    'task_district_newest_idx',
    'task_position_newest_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  const open = sql<boolean>`status = 1`;
  await db.schema.createIndex('task_open_publish_idx').on('task').column('publish_time desc').where(open).execute();
  await db.schema.createIndex('task_city_idx').on('task').columns(['city_code', 'publish_time desc']).where(open).execute();
  await db.schema.createIndex('task_district_idx').on('task').column('district_code').where(open).execute();
  await db.schema.createIndex('task_position_idx').on('task').columns(['position_type_id', 'publish_time desc']).where(open).execute();
  await sql`alter table task drop constraint task_open_has_room_check, drop constraint task_status_check`.execute(db);
  await db.schema.dropIndex('task_search_grams_idx').execute();
  await sql`drop function task_search_grams(text)`.execute(db);
}
