import { Button, Empty, List, Skeleton, Typography } from 'antd';
import { Result } from '@/components/ui/result';
import { Link } from 'react-router-dom';
import { beijingTime } from '@/lib/time';
import { ListPagination } from '@/components/ui/list-pagination';
import { QueryState } from '@/components/ui/query-state';
import { useListArticles4SiteQuery } from '../api';
import type { ArticleQuery } from '../article-query';
import { articleHref } from './latest-articles';

export interface ArticleListProps {
  query: ArticleQuery;
  onPage: (pageNum: number, pageSize: number) => void;
}

/** One page of a column's articles (its sub-columns included), optionally narrowed by a keyword. */
export function ArticleList({ query, onPage }: ArticleListProps) {
  const { currentData, data, isError, isFetching, refetch } = useListArticles4SiteQuery(query);
  const page = currentData ?? (isFetching ? data : undefined);
  const empty = query.keyword ? `没有找到与「${query.keyword}」相关的文章` : '该栏目暂无文章';

  if (page && page.total > 0 && page.list.length === 0) {
    return (
      <Result
        status="info"
        title={`第 ${query.pageNum} 页没有文章`}
        subTitle={`共 ${page.total} 篇文章。`}
        extra={
          <Button type="primary" onClick={() => onPage(1, query.pageSize)}>
            回到第一页
          </Button>
        }
      />
    );
  }
  return (
    <QueryState
      loading={!page && !isError}
      error={isError}
      empty={page?.total === 0}
      onRetry={refetch}
      skeleton={<Skeleton active paragraph={{ rows: 8 }} />}
      emptyText={empty}
      errorText="文章加载失败"
    >
      <List
        className="article-list"
        itemLayout="vertical"
        loading={isFetching}
        dataSource={page?.list ?? []}
        locale={{ emptyText: <Empty description={empty} /> }}
        renderItem={(article) => (
          <List.Item key={article.id} extra={<span className="article-list-date">{beijingTime(article.publishTime, 'date')}</span>}>
            <List.Item.Meta title={<Link to={articleHref(article.id)}>{article.title}</Link>} />
            {article.summary && (
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
                {article.summary}
              </Typography.Paragraph>
            )}
          </List.Item>
        )}
      />
      {page && <ListPagination pageNum={query.pageNum} pageSize={query.pageSize} total={page.total} onChange={onPage} />}
    </QueryState>
  );
}
