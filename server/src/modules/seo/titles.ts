/**
 * Page titles as the SPA sets them (src/config/paths.ts); the server's HTML must not say something else
 * before the app starts. A test keeps the two in step.
 */
export const SITE_NAME = '供应商接单平台';
export const HOME_TITLE = '供应商接单平台 - 人力资源公司接单与企业招聘平台';
export const PAGE_TITLES = { findJob: '找工作', workDetail: '任务详情', helpCenter: '帮助中心' } as const;

/** The page_seo rows (content service) whose description and keywords the public pages use. */
export const PAGE_SEO_CODES = { home: 'home', findJob: 'findJob', helpCenter: 'helpCenter' } as const;
