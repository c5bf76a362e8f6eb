/** The content service's plain values (no zod). */

/** The article the user service agreement page shows. */
export const SERVICE_AGREEMENT_CODE = 'service_agreement';
/** Where a banner is placed; the homepage carousel's is the default. */
export const AD_POSITIONS = { homeBanner: 'home_banner' } as const;
/** Pages whose SEO text the content service holds. */
export const SEO_PAGE_CODES = ['home', 'findJob', 'helpCenter'] as const;
export type SeoPageCode = (typeof SEO_PAGE_CODES)[number];
/** A help-centre search keyword. */
export const ARTICLE_KEYWORD_MAX = 50;

export const CMS_PATHS = {
  listAds4Site: '/listAds4Site',
  listChildArticleColumns: '/listChildArticleColumns',
  listArticles4Site: '/listArticles4Site',
  getArticleDetail4Site: '/getArticleDetail4Site',
  getPageAndFriendlyLinks4Site: '/getPageAndFriendlyLinks4Site',
} as const;
