import type { ReactNode } from 'react';
import { ExclamationCircleFilled } from '@/components/light/icons/exclamation-circle-filled';
import { LightButton } from '@/components/light/button';
import { LightEmpty } from '@/components/light/empty';
import { LightIcon } from '@/components/light/icon';
import { LightSkeleton } from '@/components/light/skeleton';
import { isNoAccess, NoAccess } from './no-access';
import { StatusPanel } from './status-panel';

export interface QueryStateProps {
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** Truthy when the load failed; pass the query's error to show 「无权查看」 for "not found" and "forbidden". */
  error: unknown;
  /** Loaded, with nothing in it. */
  empty?: boolean;
  onRetry: () => void;
  /** A retry is running: the button spins instead of being pressed again. */
  retrying?: boolean;
  /** What stands in while loading; a paragraph skeleton by default. */
  skeleton?: ReactNode;
  emptyText?: string;
  /** The empty state itself when it needs more than a text (a way onwards). */
  emptyContent?: ReactNode;
  errorText?: string;
  children: ReactNode;
}

/**
 * The loading, error (with a retry) and empty states of a block of server data, then the block itself: the one
 * way every screen shows them. The error never names the cause (the http layer's toast did), it offers a retry.
 * Light widgets (components/light): the public pages show these states before, and without, any antd.
 */
export function QueryState({
  loading,
  error,
  empty = false,
  onRetry,
  retrying = false,
  skeleton,
  emptyText = '暂无数据',
  emptyContent,
  errorText = '加载失败',
  children,
}: QueryStateProps) {
  if (error) return isNoAccess(error) ? <NoAccess /> : <QueryError text={errorText} onRetry={onRetry} retrying={retrying} />;
  if (loading) return <>{skeleton ?? <LightSkeleton rows={3} />}</>;
  if (empty) return <>{emptyContent ?? <LightEmpty description={emptyText} />}</>;
  return <>{children}</>;
}

export interface QueryErrorProps {
  text?: string;
  onRetry: () => void;
  retrying?: boolean;
  /** Inside a form or a modal: one line with a retry link instead of the panel. */
  compact?: boolean;
}

/** The failed-load state with its retry: what QueryState shows on an error, for screens that lay out their own states. */
export function QueryError({ text = '加载失败', onRetry, retrying = false, compact = false }: QueryErrorProps) {
  if (compact) {
    return (
      <div className="light-alert" role="alert">
        <LightIcon icon={ExclamationCircleFilled} className="light-alert-icon" />
        <span className="light-alert-text">{text}</span>
        <LightButton size="small" variant="link" onClick={() => onRetry()} loading={retrying}>
          重新加载
        </LightButton>
      </div>
    );
  }
  return (
    <StatusPanel
      className="query-state-error"
      status="warning"
      title={text}
      subTitle="请检查网络后重试。"
      extra={
        <LightButton onClick={() => onRetry()} loading={retrying}>
          重新加载
        </LightButton>
      }
    />
  );
}
