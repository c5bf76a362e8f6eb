import type { TableColumnsType } from 'antd';
import type { CardLayout } from '@/components/ui/data-cards';
import { DataTable } from '@/components/ui/data-table';
import type { HttpErrorInfo } from '@/lib/http/http-error';

export interface PageState {
  pageNum: number;
  pageSize: number;
}

interface Props<T> {
  rowKey: string;
  columns: TableColumnsType<T>;
  /** The row as a card below 768 px (the first column its title, `actions` its buttons, the rest fields). */
  card?: CardLayout;
  data?: { list: T[]; total: number };
  loading: boolean;
  error?: unknown;
  page: PageState;
  onPage: (page: PageState) => void;
  'aria-label': string;
  /** What the empty list says (暂无数据 by default). */
  empty?: string;
}

/**
 * A list paged on the server, drawn with the portal's light table (no antd: each screen's first visit stays small):
 * its rows, the total and the page controls, cards on a phone; a failed load says so where the rows go.
 */
export function PagedTable<T extends object>({ data, loading, error, page, onPage, empty = '暂无数据', ...table }: Props<T>) {
  const failed = Boolean(error) && !data;
  return (
    <DataTable<T>
      {...table}
      size="middle"
      dataSource={data?.list ?? []}
      loading={loading}
      locale={{ emptyText: failed ? `加载失败：${(error as HttpErrorInfo).message ?? '请稍后重试'}` : loading && !data ? ' ' : empty }}
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total: data?.total ?? 0,
        onChange: (pageNum, pageSize) => onPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
      }}
    />
  );
}
