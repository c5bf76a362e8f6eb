import type { Kysely } from 'kysely';

/** The content service's tables (banners, help centre, links, page SEO) and the tracking events. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ad')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('ad_position_idx').on('ad').columns(['position', 'sort']).execute();

  await db.schema
    .createTable('article_column')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('parent_id', 'integer', (c) => c.references('article_column.id'))
    .addColumn('code', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('article_column_parent_idx').on('article_column').columns(['parent_id', 'sort']).execute();

  await db.schema
    .createTable('article')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('column_id', 'integer', (c) => c.notNull().references('article_column.id'))
    .addColumn('code', 'text', (c) => c.unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_time', 'timestamptz', (c) => c.notNull())
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('article_column_idx').on('article').columns(['column_id', 'sort']).execute();

  await db.schema
    .createTable('friendly_link')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('page_seo')
    .addColumn('page_code', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tracking_event')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('client_time', 'timestamptz', (c) => c.notNull())
    .addColumn('props', 'jsonb')
    .execute();
  await db.schema.createIndex('tracking_event_received_idx').on('tracking_event').column('received_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['tracking_event', 'page_seo', 'friendly_link', 'article', 'article_column', 'ad']) {
    await db.schema.dropTable(t).execute();
  }
}
