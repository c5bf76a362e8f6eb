import { useSearchParams } from 'react-router-dom';
import { paths, titles } from '@/config/paths';
import { PageFrame } from '@/components/ui/page-frame';
import { ScreenLoading } from '@/components/ui/screen-loading';
import { QueryState } from '@/components/ui/query-state';
import { usePageMeta } from '@/lib/page-meta';
import { helpArticleTitleOf } from '@/lib/state/seo-meta';
import { useAppSelector } from '../hooks';
import { ArticleNotFound, HelpArticleView, useHelpArticle } from '@/features/cms';

export default function HelpCenterDetailScreen() {
  const [params] = useSearchParams();
  const { article, notFound, isError, isLoading, refetch } = useHelpArticle(params.get('id')?.trim() || undefined);
  // 「{article} - 帮助中心」, as the server titles the same URL for crawlers: the title the seoModal slice keeps for it.
  const kept = useAppSelector((state) => helpArticleTitleOf(state.seoModal));
  const title = article && kept;
  usePageMeta({
    title: title ? `${title} - ${titles.helpCenterDetail}` : undefined,
    description: article?.summary || undefined,
    keywords: article ? [article.title, titles.helpCenter].join(',') : undefined,
  });
  const list = article ? `${paths.helpCenter}?columnId=${encodeURIComponent(article.columnId)}` : paths.helpCenter;

  return (
    <PageFrame title="帮助中心" breadcrumb={[{ title: '首页', to: paths.home }, { title: '帮助中心', to: list }, { title: '文章详情' }]}>
      {notFound ? (
        <ArticleNotFound />
      ) : (
        <QueryState
          loading={isLoading}
          error={isError}
          empty={false}
          onRetry={refetch}
          skeleton={<ScreenLoading tip="正在加载文章…" />}
          errorText="文章加载失败"
        >
          {article && <HelpArticleView article={article} />}
        </QueryState>
      )}
    </PageFrame>
  );
}
