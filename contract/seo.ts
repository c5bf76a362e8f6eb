import { z } from 'zod';

/**
 * The server-rendered head of a public page (server/src/modules/seo): what a crawler that runs no script sees
 * before the SPA starts. The SPA sets the same titles (src/config/paths.ts); a server test keeps them in step.
 */
export const pageMeta = z.object({
  title: z.string().min(1),
  description: z.string(),
  keywords: z.string(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const SITE_NAME = '供应商接单平台';
export const HOME_TITLE = '供应商接单平台 - 人力资源公司接单与企业招聘平台';
export const PAGE_TITLES = { findJob: '找工作', workDetail: '任务详情', helpCenter: '帮助中心' } as const;

/** The page_seo rows (content module) whose description and keywords the public pages use. */
export const PAGE_SEO_CODES = { home: 'home', findJob: 'findJob', helpCenter: 'helpCenter' } as const;

/** The public pages that get a server-rendered head; every other path keeps the build's own. */
export const SEO_PAGES = {
  home: '/',
  findJob: '/findJob',
  workDetail: /^\/findJob\/workDetail\/([^/]+)$/,
  helpCenter: '/helpCenter',
  helpCenterDetail: '/helpCenter/detail',
} as const;
