import type { z } from 'zod';
import type * as cms from '@contract/cms';
import type { ArticleColumn } from '@contract/cms';
import { ERROR_CODES } from '@contract/http';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import * as repo from './repo';

/** The help centre's root column; other roots (e.g. the agreements) stay out of the help centre's lists. */
export const HELP_CENTER_CODE = 'help_center';

type Input<E extends { request: z.ZodType }> = z.output<E['request']>;

const notFound = (what: string) => new BusinessError(ERROR_CODES.notFound, `${what}不存在`);

async function helpCenterRoot(db: Executor): Promise<number> {
  const root = await repo.findColumnByCode(db, HELP_CENTER_CODE);
  if (!root) throw notFound('帮助中心栏目');
  return root.id;
}

export async function listAds4Site(ctx: Ctx, { position }: Input<typeof cms.listAds4Site>) {
  const rows = await repo.listAds(ctx.db, position);
  return rows.map((r) => ({ id: String(r.id), title: r.title, imageUrl: r.image_url, linkUrl: r.link_url, sort: r.sort }));
}

/** Columns directly under `parentId` (the help centre's root when absent), each with its own subtree. */
export async function listChildArticleColumns(ctx: Ctx, { parentId }: Input<typeof cms.listChildArticleColumns>): Promise<ArticleColumn[]> {
  const rootId = parentId === undefined ? await helpCenterRoot(ctx.db) : parseId(parentId);
  if (rootId === null) return [];
  const rows = await repo.listColumnsUnder(ctx.db, rootId);
  const nodes = new Map<number, ArticleColumn>();
  const top: ArticleColumn[] = [];
  for (const r of rows)
    nodes.set(r.id, { id: String(r.id), name: r.name, parentId: r.parent_id === null ? null : String(r.parent_id), sort: r.sort });
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    if (r.parent_id === rootId) top.push(node);
    else (nodes.get(r.parent_id!)!.children ??= []).push(node);
  }
  return top;
}

export async function listArticles4Site(ctx: Ctx, q: Input<typeof cms.listArticles4Site>) {
  const columnId = q.columnId === undefined ? await helpCenterRoot(ctx.db) : parseId(q.columnId);
  const page = { pageNum: q.pageNum, pageSize: q.pageSize };
  if (columnId === null) return { list: [], total: 0, ...page };
  const { rows, total } = await repo.pageArticles(ctx.db, {
    columnId,
    keyword: q.keyword || undefined,
    offset: (q.pageNum - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const list = rows.map((r) => ({
    id: String(r.id),
    columnId: String(r.column_id),
    title: r.title,
    summary: r.summary,
    publishTime: isoTime(r.publish_time),
  }));
  return { list, total, ...page };
}

export async function getArticleDetail4Site(ctx: Ctx, by: Input<typeof cms.getArticleDetail4Site>) {
  const id = by.id ? parseId(by.id) : null;
  const row = by.id
    ? id === null
      ? undefined
      : await repo.findArticle(ctx.db, { id })
    : await repo.findArticle(ctx.db, { code: by.code! });
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

export async function getPageAndFriendlyLinks4Site(ctx: Ctx, { pageCode }: Input<typeof cms.getPageAndFriendlyLinks4Site>) {
  const [seo, links] = await Promise.all([repo.findPageSeo(ctx.db, pageCode), repo.listFriendlyLinks(ctx.db)]);
  return {
    page: seo ? { pageCode: seo.page_code, title: seo.title, keywords: seo.keywords, description: seo.description } : null,
    friendlyLinks: links.map((l) => ({ id: String(l.id), name: l.name, url: l.url, sort: l.sort })),
  };
}

/** Every page's SEO row, for the server-rendered page meta. */
export async function pageSeoList(ctx: Pick<Ctx, 'db'>) {
  const rows = await repo.listPageSeo(ctx.db);
  return rows.map((r) => ({ pageCode: r.page_code, title: r.title, keywords: r.keywords, description: r.description }));
}

/** A published article's facts for its page meta; undefined for an unknown or unpublished one. */
export async function articleForPage(ctx: Pick<Ctx, 'db'>, id: number) {
  const row = await repo.findArticleForPage(ctx.db, id);
  return row && { title: row.title, summary: row.summary, columnName: row.column_name };
}

/** What the server-rendered page meta reads of the content, bound to a ctx by the app. */
export interface CmsService {
  pageSeoList(): ReturnType<typeof pageSeoList>;
  articleForPage(id: number): ReturnType<typeof articleForPage>;
}
