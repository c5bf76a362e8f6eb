import { Typography } from 'antd';
import { SERVICE_AGREEMENT_CODE } from '@contract/cms.meta';
import { QueryState } from '@/components/ui/query-state';
import { ScreenLoading } from '@/components/ui/screen-loading';
import { useGetArticleDetail4SiteQuery } from '../api';
import { SanitizedHtml } from './sanitized-html';

/** The user service agreement from the content service; its HTML is sanitised before it is rendered. */
export function AgreementArticle() {
  const { data, isLoading, isError, refetch, isFetching } = useGetArticleDetail4SiteQuery({ code: SERVICE_AGREEMENT_CODE });

  return (
    <QueryState
      loading={isLoading || !data}
      error={isError}
      onRetry={refetch}
      retrying={isFetching}
      skeleton={<ScreenLoading tip="正在加载协议…" />}
      errorText="协议加载失败"
    >
      {data && (
        <article className="article" aria-labelledby="article-title">
          <Typography.Title level={2} id="article-title" className="article-title">
            {data.title}
          </Typography.Title>
          <SanitizedHtml html={data.content} />
        </article>
      )}
    </QueryState>
  );
}
