import { Button, Result, Typography } from 'antd';
import { SERVICE_AGREEMENT_CODE } from '@contract/cms.meta';
import { ScreenLoading } from '@/components/ui/screen-loading';
import { useGetArticleDetailQuery } from '../api';
import { SanitizedHtml } from './sanitized-html';

/** The user service agreement from the content service; its HTML is sanitised before it is rendered. */
export function AgreementArticle() {
  const { data, isLoading, isError, refetch, isFetching } = useGetArticleDetailQuery({ code: SERVICE_AGREEMENT_CODE });

  if (isLoading) return <ScreenLoading tip="正在加载协议…" />;
  if (isError || !data) {
    return (
      <Result
        status="warning"
        title="协议加载失败"
        subTitle="请检查网络后重试。"
        extra={
          <Button type="primary" onClick={() => refetch()} loading={isFetching}>
            重新加载
          </Button>
        }
      />
    );
  }
  return (
    <article className="article" aria-labelledby="article-title">
      <Typography.Title level={2} id="article-title" className="article-title">
        {data.title}
      </Typography.Title>
      <SanitizedHtml html={data.content} />
    </article>
  );
}
