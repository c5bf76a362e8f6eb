import { Link } from 'react-router-dom';
import { beijingTime } from '@/lib/time';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/ui/query-state';
import { useListArticles4SiteQuery } from '../api';

export const articleHref = (id: string) => `${paths.helpCenterDetail}?id=${encodeURIComponent(id)}`;

/** The newest help-centre articles, for the homepage. */
export function LatestArticles({ size = 5 }: { size?: number }) {
  const { data, isLoading, isError, refetch } = useListArticles4SiteQuery({ pageNum: 1, pageSize: size });
  return (
    <QueryState
      loading={isLoading}
      error={isError}
      empty={!data?.list.length}
      onRetry={refetch}
      emptyText="暂无帮助文章"
      errorText="帮助文章加载失败"
    >
      {/* A plain list: antd's List brings Pagination and Select along (~28 KB gzip) for five links. */}
      <ul className="latest-articles">
        {(data?.list ?? []).map((article) => (
          <li key={article.id} className="latest-article">
            <Link to={articleHref(article.id)}>{article.title}</Link>
            <span className="latest-article-date">{beijingTime(article.publishTime, 'date')}</span>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
