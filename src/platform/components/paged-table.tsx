import { Table } from 'antd';
import type { TableProps } from 'antd';
import type { HttpErrorInfo } from '@/lib/http/http-error';

export interface PageState {
  pageNum: number;
  pageSize: number;
}

interface Props<T> extends Omit<TableProps<T>, 'pagination' | 'dataSource' | 'loading'> {
  data?: { list: T[]; total: number };
  loading: boolean;
  error?: unknown;
  page: PageState;
  onPage: (page: PageState) => void;
  /** What the empty list says (暂无数据 by default). */
  empty?: string;
}

/**
 * A list paged on the server: its rows, the total and the page controls; a failed load says so in the table (the
 * toast said why). Scrolls sideways inside itself on a narrow screen, never the page.
 */
export function PagedTable<T extends object>({ data, loading, error, page, onPage, empty = '暂无数据', ...table }: Props<T>) {
  const failed = Boolean(error) && !data;
  return (
    <Table<T>
      size="middle"
      scroll={{ x: 'max-content' }}
      {...table}
      dataSource={data?.list ?? []}
      loading={loading}
      locale={{ emptyText: failed ? `加载失败：${(error as HttpErrorInfo).message ?? '请稍后重试'}` : empty }}
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total: data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => `共 ${total} 条`,
        onChange: (pageNum, pageSize) => onPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
      }}
    />
  );
}
