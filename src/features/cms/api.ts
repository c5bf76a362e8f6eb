import type { cms } from '@contract/index';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

type GetArticle = typeof cms.getArticleDetail4Site;

export const cmsApi = injectDomainEndpoints('cms', (build) => ({
  getArticleDetail: build.query<ResponseOf<GetArticle>, RequestOf<GetArticle>>({
    query: args<GetArticle>({ base: 'cms', path: '/getArticleDetail4Site' }),
    providesTags: (article) => (article ? [{ type: 'Article', id: article.id }] : []),
  }),
}));

export const { useGetArticleDetailQuery } = cmsApi;
