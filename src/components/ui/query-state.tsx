import type { ReactNode } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { StatusPanel } from './status-panel';

export interface QueryStateProps {
  /** Nothing to show yet (first load). */
  loading: boolean;
  error: boolean;
  empty: boolean;
  onRetry: () => void;
  /** What stands in while loading; a paragraph skeleton by default. */
  skeleton?: ReactNode;
  emptyText?: string;
  errorText?: string;
  children: ReactNode;
}

/** The loading, error (with a retry) and empty states of a block of server data, then the block itself. */
export function QueryState({ loading, error, empty, onRetry, skeleton, emptyText = '暂无数据', errorText = '加载失败', children }: QueryStateProps) {
  if (loading) return <>{skeleton ?? <Skeleton active paragraph={{ rows: 3 }} />}</>;
  if (error) {
    return (
      <StatusPanel
        className="query-state-error"
        status="warning"
        title={errorText}
        subTitle="请检查网络后重试。"
        extra={
          <Button onClick={onRetry} size="small">
            重新加载
          </Button>
        }
      />
    );
  }
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <>{children}</>;
}
