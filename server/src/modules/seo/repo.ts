import type { Executor } from '../../db/schema';

export async function listPageSeo(db: Executor) {
  return db.selectFrom('page_seo').select(['page_code', 'title', 'keywords', 'description']).execute();
}

export async function findTaskForPage(db: Executor, id: number) {
  return db
    .selectFrom('task')
    .select(['title', 'company_name', 'city_code', 'district_code', 'position_type_id', 'reward_amount', 'reward_unit', 'settlement_type', 'features', 'description'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findArticleForPage(db: Executor, id: number) {
  return db
    .selectFrom('article as a')
    .innerJoin('article_column as c', 'c.id', 'a.column_id')
    .select(['a.title', 'a.summary', 'c.name as column_name'])
    .where('a.id', '=', id)
    .where('a.published', '=', true)
    .executeTakeFirst();
}
