import type { ArticleColumn } from '@contract/cms';
import { ERROR_CODES } from '@contract/http';
import type { Db } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import * as repo from './repo';

/** The help centre's root column; other roots (e.g. the agreements) stay out of the help centre's lists. */
export const HELP_CENTER_CODE = 'help_center';

const notFound = (what: string) => new BusinessError(ERROR_CODES.notFound, `${what}不存在`);

export function createCmsService({ db }: { db: Db }) {
  async function helpCenterRoot(): Promise<number> {
    const root = await repo.findColumnByCode(db, HELP_CENTER_CODE);
    if (!root) throw notFound('帮助中心栏目');
    return root.id;
  }

  async function ads(position: string) {
    const rows = await repo.listAds(db, position);
    return rows.map((r) => ({ id: String(r.id), title: r.title, imageUrl: r.image_url, linkUrl: r.link_url, sort: r.sort }));
  }

  /** Columns directly under `parentId` (the help centre's root when absent), each with its own subtree. */
  async function childColumns(parentId: string | undefined): Promise<ArticleColumn[]> {
    const rootId = parentId === undefined ? await helpCenterRoot() : parseId(parentId);
    if (rootId === null) return [];
    const rows = await repo.listColumnsUnder(db, rootId);
    const nodes = new Map<number, ArticleColumn>();
    const top: ArticleColumn[] = [];
    for (const r of rows) nodes.set(r.id, { id: String(r.id), name: r.name, parentId: r.parent_id === null ? null : String(r.parent_id), sort: r.sort });
    for (const r of rows) {
      const node = nodes.get(r.id)!;
      if (r.parent_id === rootId) top.push(node);
      else (nodes.get(r.parent_id!)!.children ??= []).push(node);
    }
    return top;
  }

  async function articles(q: { columnId?: string; keyword?: string; pageNum: number; pageSize: number }) {
    const columnId = q.columnId === undefined ? await helpCenterRoot() : parseId(q.columnId);
    const page = { pageNum: q.pageNum, pageSize: q.pageSize };
    if (columnId === null) return { list: [], total: 0, ...page };
    const { rows, total } = await repo.pageArticles(db, {
      columnId,
      keyword: q.keyword || undefined,
      offset: (q.pageNum - 1) * q.pageSize,
      limit: q.pageSize,
    });
    const list = rows.map((r) => ({ id: String(r.id), columnId: String(r.column_id), title: r.title, summary: r.summary, publishTime: isoTime(r.publish_time) }));
    return { list, total, ...page };
  }

  async function article(by: { id?: string; code?: string }) {
    const id = by.id ? parseId(by.id) : null;
    const row = by.id ? (id === null ? undefined : await repo.findArticle(db, { id })) : await repo.findArticle(db, { code: by.code! });
    if (!row) throw notFound('文章');
    return {
      id: String(row.id),
      columnId: String(row.column_id),
      code: row.code,
      title: row.title,
      summary: row.summary,
      content: row.content,
      publishTime: isoTime(row.publish_time),
    };
  }

  async function pageAndLinks(pageCode: string) {
    const [seo, links] = await Promise.all([repo.findPageSeo(db, pageCode), repo.listFriendlyLinks(db)]);
    return {
      page: seo ? { pageCode: seo.page_code, title: seo.title, keywords: seo.keywords, description: seo.description } : null,
      friendlyLinks: links.map((l) => ({ id: String(l.id), name: l.name, url: l.url, sort: l.sort })),
    };
  }

  /** Every page's SEO row, for the server-rendered page meta. */
  async function pageSeoList() {
    const rows = await repo.listPageSeo(db);
    return rows.map((r) => ({ pageCode: r.page_code, title: r.title, keywords: r.keywords, description: r.description }));
  }

  /** A published article's facts for its page meta; undefined for an unknown or unpublished one. */
  async function articleForPage(id: number) {
    const row = await repo.findArticleForPage(db, id);
    return row && { title: row.title, summary: row.summary, columnName: row.column_name };
  }

  return { ads, childColumns, articles, article, pageAndLinks, pageSeoList, articleForPage };
}

export type CmsService = ReturnType<typeof createCmsService>;
