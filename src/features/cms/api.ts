import type { cms } from '@contract/index';
import type { ArticleColumn } from '@contract/cms';
import { NOT_FOUND, args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';
import { friendlyLinkValueSet } from '@/lib/state/friendly-link-slice';
import { feedsSeo, whenFulfilled } from '@/lib/state/feeds-seo';
import { CMS_PATHS } from '@contract/cms.meta';

type GetArticle = typeof cms.getArticleDetail4Site;
type ListAds = typeof cms.listAds4Site;
type ListColumns = typeof cms.listChildArticleColumns;
type ListArticles = typeof cms.listArticles4Site;
type PageAndLinks = typeof cms.getPageAndFriendlyLinks4Site;

export const cmsApi = injectDomainEndpoints('cms', (build) => ({
  getArticleDetail4Site: build.query<ResponseOf<GetArticle>, RequestOf<GetArticle>>({
    query: args<GetArticle>({ base: 'cms', path: CMS_PATHS.getArticleDetail4Site, quietCodes: NOT_FOUND }),
    providesTags: (article) => (article ? [{ type: 'Article', id: article.id }] : []),
  }),
  listAds4Site: build.query<ResponseOf<ListAds>, RequestOf<ListAds>>({
    query: args<ListAds>({ base: 'cms', path: CMS_PATHS.listAds4Site }),
    onQueryStarted: feedsSeo('bannerImgSeo'),
  }),
  listChildArticleColumns: build.query<ArticleColumn[], RequestOf<ListColumns>>({
    query: args<ListColumns>({ base: 'cms', path: CMS_PATHS.listChildArticleColumns }),
    onQueryStarted: feedsSeo('helpCenterMenuSeo'),
  }),
  listArticles4Site: build.query<ResponseOf<ListArticles>, RequestOf<ListArticles>>({
    query: args<ListArticles>({ base: 'cms', path: CMS_PATHS.listArticles4Site }),
    onQueryStarted: feedsSeo('helpCenterListSeo', (page: ResponseOf<ListArticles>, arg: RequestOf<ListArticles>) => ({ ...arg, ...page })),
  }),
  /** A page's SEO text and the friendly links; the links go to the footer through the friendlyLink slice. */
  getPageAndFriendlyLinks4Site: build.query<ResponseOf<PageAndLinks>, RequestOf<PageAndLinks>>({
    query: args<PageAndLinks>({ base: 'cms', path: CMS_PATHS.getPageAndFriendlyLinks4Site }),
    onQueryStarted: whenFulfilled((data: ResponseOf<PageAndLinks>, _arg, dispatch) => {
      dispatch(friendlyLinkValueSet({ key: 'friendlyLinksSeo', value: data.friendlyLinks }));
    }),
  }),
}));

export const {
  useGetArticleDetail4SiteQuery,
  useListAds4SiteQuery,
  useListChildArticleColumnsQuery,
  useListArticles4SiteQuery,
  useGetPageAndFriendlyLinks4SiteQuery,
} = cmsApi;
