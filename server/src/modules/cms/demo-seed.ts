import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the content tables (server/src/seed runs these in its one transaction). */

/** Home banners, friendly links and page SEO, each in the given order. */
export async function insertSiteContent(
  trx: Executor,
  c: { ads: Insertable<Database['ad']>[]; links: Insertable<Database['friendly_link']>[]; seo: Insertable<Database['page_seo']>[] },
): Promise<void> {
  await trx.insertInto('ad').values(c.ads).execute();
  await trx.insertInto('friendly_link').values(c.links).execute();
  await trx.insertInto('page_seo').values(c.seo).execute();
}

/** An article column; returns its id. */
export async function insertColumn(trx: Executor, column: Insertable<Database['article_column']>): Promise<number> {
  return (await trx.insertInto('article_column').values(column).returning('id').executeTakeFirstOrThrow()).id;
}

/** Articles, in one statement. */
export async function insertArticles(trx: Executor, articles: Insertable<Database['article']>[]): Promise<void> {
  await trx.insertInto('article').values(articles).execute();
}
