import { sql } from 'kysely';
import type { Executor } from '../../db/schema';

export async function listAds(db: Executor, position: string) {
  return db
    .selectFrom('ad')
    .select(['id', 'title', 'image_url', 'link_url', 'sort'])
    .where('position', '=', position)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findColumnByCode(db: Executor, code: string) {
  return db.selectFrom('article_column').select(['id', 'parent_id']).where('code', '=', code).executeTakeFirst();
}

export async function findColumn(db: Executor, id: number) {
  return db.selectFrom('article_column').select(['id', 'parent_id']).where('id', '=', id).executeTakeFirst();
}

/** Ids of a column and of every column below it. */
const subtree = (rootId: number) =>
  sql<number>`(with recursive tree(id) as (
    select ${rootId}::int
    union all
    select c.id from article_column c join tree t on c.parent_id = t.id
  ) select id from tree)`;

/** Every column below `parentId` (not itself), parents before children. */
export async function listColumnsUnder(db: Executor, parentId: number) {
  return db
    .selectFrom('article_column')
    .select(['id', 'name', 'parent_id', 'sort'])
    .where('id', 'in', subtree(parentId))
    .where('id', '<>', parentId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Escapes LIKE wildcards so a keyword of `%` or `_` matches itself. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Published articles in a column or anywhere below it, with an optional title keyword. */
export async function pageArticles(db: Executor, q: { columnId: number; keyword?: string; offset: number; limit: number }) {
  let base = db.selectFrom('article').where('published', '=', true).where('column_id', 'in', subtree(q.columnId));
  if (q.keyword) base = base.where(sql<boolean>`title ilike ${'%' + likeEscape(q.keyword) + '%'} escape '\\'`);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'column_id', 'title', 'summary', 'publish_time'])
      .orderBy('sort')
      .orderBy('publish_time', 'desc')
      .orderBy('id')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findArticle(db: Executor, by: { id: number } | { code: string }) {
  const q = db
    .selectFrom('article')
    .select(['id', 'column_id', 'code', 'title', 'summary', 'content', 'publish_time'])
    .where('published', '=', true);
  return ('id' in by ? q.where('id', '=', by.id) : q.where('code', '=', by.code)).executeTakeFirst();
}

export async function listFriendlyLinks(db: Executor) {
  return db.selectFrom('friendly_link').select(['id', 'name', 'url', 'sort']).orderBy('sort').orderBy('id').execute();
}

export async function findPageSeo(db: Executor, pageCode: string) {
  return db
    .selectFrom('page_seo')
    .select(['page_code', 'title', 'keywords', 'description'])
    .where('page_code', '=', pageCode)
    .executeTakeFirst();
}

export async function listPageSeo(db: Executor) {
  return db.selectFrom('page_seo').select(['page_code', 'title', 'keywords', 'description']).execute();
}

/** A published article's title, summary and column name (a public page's meta). */
export async function findArticleForPage(db: Executor, id: number) {
  return db
    .selectFrom('article as a')
    .innerJoin('article_column as c', 'c.id', 'a.column_id')
    .select(['a.title', 'a.summary', 'c.name as column_name'])
    .where('a.id', '=', id)
    .where('a.published', '=', true)
    .executeTakeFirst();
}
