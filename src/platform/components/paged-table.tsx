import type { TableColumnsType } from 'antd';
import type { CardLayout } from '@/components/ui/data-cards';
import { DataTable } from '@/components/ui/data-table';
import type { PaginationTexts } from '@/components/ui/table-pagination';
import type { HttpErrorInfo } from '@/lib/http/http-error';

export interface PageState {
  pageNum: number;
  pageSize: number;
}

/** The first page of a console list: 30 rows, the smallest size the gateway allows. */
export const FIRST_PAGE: PageState = { pageNum: 1, pageSize: 30 };

/** The pager in Chinese: the staff console is Chinese throughout (the supplier's lists keep spec §9's texts). */
export const CONSOLE_PAGINATION_TEXTS: PaginationTexts = {
  items_per_page: '条/页',
  jump_to: '跳至',
  jump_to_confirm: '确定',
  page: '页',
  prev_page: '上一页',
  next_page: '下一页',
  prev_5: '向前 5 页',
  next_5: '向后 5 页',
  prev_3: '向前 3 页',
  next_3: '向后 3 页',
  page_size: '每页条数',
};

/** What the table reads of an RTK Query result: the page, whether it is loading, and why it failed. */
export interface ListQuery<T> {
  data?: { list: T[]; total: number };
  isFetching: boolean;
  error?: unknown;
}

interface Props<T> {
  rowKey: string;
  columns: TableColumnsType<T>;
  /** The row as a card below 768 px (the first column its title, `actions` its buttons, the rest fields). */
  card?: CardLayout;
  query: ListQuery<T>;
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
export function PagedTable<T extends object>({ query, page, onPage, empty = '暂无数据', ...table }: Props<T>) {
  const { data, isFetching: loading, error } = query;
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
        locale: CONSOLE_PAGINATION_TEXTS,
        onChange: (pageNum, pageSize) => onPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
      }}
    />
  );
}
