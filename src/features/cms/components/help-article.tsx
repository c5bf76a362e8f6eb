import { useEffect } from 'react';
import { Button, Typography } from 'antd';
import { Result } from '@/components/ui/result';
import { Link } from 'react-router-dom';
import { beijingTime } from '@/lib/time';
import type { Article } from '@contract/cms';
import { ERROR_CODES, ID_MAX } from '@contract/http.meta';
import { paths } from '@/config/paths';
import type { HttpErrorInfo } from '@/lib/http';
import { useSharedDispatch } from '@/lib/state/hooks';
import { seoValueSet } from '@/lib/state/seo-modal-slice';
import { useGetArticleDetail4SiteQuery } from '../api';
import { SanitizedHtml } from './sanitized-html';

const MISSING: string[] = [ERROR_CODES.notFound, ERROR_CODES.validation];

/** A help article by id; `notFound` for a missing, malformed or unknown id. Its title is kept as helpCenterArticleSeo. */
export function useHelpArticle(id: string | undefined) {
  const valid = Boolean(id && id.length <= ID_MAX);
  const query = useGetArticleDetail4SiteQuery({ id }, { skip: !valid });
  const code = query.isError ? (query.error as HttpErrorInfo | undefined)?.code : undefined;
  const notFound = !valid || (code != null && MISSING.includes(code));
  const article = query.isError ? undefined : query.currentData;
  const dispatch = useSharedDispatch();
  useEffect(() => {
    if (article) dispatch(seoValueSet({ key: 'helpCenterArticleSeo', value: article.title }));
  }, [article, dispatch]);
  return {
    article,
    notFound,
    isError: query.isError && !notFound,
    isLoading: valid && !query.isError && !query.currentData,
    refetch: query.refetch,
  };
}

export function ArticleNotFound() {
  return (
    <Result
      status="404"
      title="文章不存在或已下线"
      extra={
        <Link to={paths.helpCenter}>
          <Button type="primary">返回帮助中心</Button>
        </Link>
      }
    />
  );
}

export function HelpArticleView({ article }: { article: Article }) {
  return (
    <article className="article" aria-labelledby="article-title">
      <Typography.Title level={2} id="article-title" className="article-title">
        {article.title}
      </Typography.Title>
      <Typography.Text type="secondary" className="article-meta">
        发布时间：{beijingTime(article.publishTime)}
      </Typography.Text>
      <SanitizedHtml html={article.content} />
    </article>
  );
}
