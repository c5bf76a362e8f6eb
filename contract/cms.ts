import { z } from 'zod';
import { endpoint, id, page, pageRequest, text } from './http';
import { AD_POSITIONS, ARTICLE_KEYWORD_MAX, CMS_PATHS } from './cms.meta';

export * from './cms.meta';

export const ad = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
});
export const listAds4Site = endpoint({
  base: 'cms',
  path: CMS_PATHS.listAds4Site,
  request: z.strictObject({ position: text(64).default(AD_POSITIONS.homeBanner) }),
  response: z.array(ad),
});

export interface ArticleColumn {
  id: string;
  name: string;
  parentId: string | null;
  sort: number;
  children?: ArticleColumn[];
}
export const articleColumn: z.ZodType<ArticleColumn> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    sort: z.number().int(),
    children: z.array(articleColumn).optional(),
  }),
);
/** Columns under `parentId` (the help centre's root when absent), each with its own children. */
export const listChildArticleColumns = endpoint({
  base: 'cms',
  path: CMS_PATHS.listChildArticleColumns,
  request: z.strictObject({ parentId: id.optional() }),
  response: z.array(articleColumn),
});

export const articleSummary = z.object({
  id: z.string(),
  columnId: z.string(),
  title: z.string(),
  summary: z.string(),
  publishTime: z.string(),
});
export const listArticles4Site = endpoint({
  base: 'cms',
  path: CMS_PATHS.listArticles4Site,
  request: z.strictObject({ columnId: id.optional(), keyword: text(ARTICLE_KEYWORD_MAX).optional(), ...pageRequest }),
  response: page(articleSummary),
});

export const article = articleSummary.extend({ code: z.string().nullable(), content: z.string() });
/** By id, or by a well-known code such as `service_agreement`. `content` is HTML: sanitise before rendering. */
export const getArticleDetail4Site = endpoint({
  base: 'cms',
  path: CMS_PATHS.getArticleDetail4Site,
  request: z
    .strictObject({ id: id.optional(), code: text(64).optional() })
    .refine((v) => Boolean(v.id || v.code), { message: 'id 与 code 至少填一个', path: ['id'] }),
  response: article,
});

export const friendlyLink = z.object({ id: z.string(), name: z.string(), url: z.string(), sort: z.number().int() });
export const pageSeo = z.object({ pageCode: z.string(), title: z.string(), keywords: z.string(), description: z.string() });
export const getPageAndFriendlyLinks4Site = endpoint({
  base: 'cms',
  path: CMS_PATHS.getPageAndFriendlyLinks4Site,
  request: z.strictObject({ pageCode: text(64).default('home') }),
  response: z.object({ page: pageSeo.nullable(), friendlyLinks: z.array(friendlyLink) }),
});

export type Ad = z.infer<typeof ad>;
export type ArticleSummary = z.infer<typeof articleSummary>;
export type Article = z.infer<typeof article>;
export type FriendlyLink = z.infer<typeof friendlyLink>;
export type PageSeo = z.infer<typeof pageSeo>;
