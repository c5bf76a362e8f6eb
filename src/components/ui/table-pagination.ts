import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZE_OPTIONS as PAGE_SIZES } from '@contract/http.meta';

/** Pagination texts of spec §9 (kept in English, as the product has them). */
export const PAGINATION_LOCALE = {
  items_per_page: '/page',
  jump_to: 'Go to',
  jump_to_confirm: 'confirm',
  page: 'Page',
  prev_page: 'Previous Page',
  next_page: 'Next Page',
  prev_5: 'Previous 5 Pages',
  next_5: 'Next 5 Pages',
  prev_3: 'Previous 3 Pages',
  next_3: 'Next 3 Pages',
  page_size: 'Page Size',
} as const;

export type PaginationTexts = { [K in keyof typeof PAGINATION_LOCALE]: string };

/** 30, 50 and 100 (spec §9), as the gateway allows them. */
export const PAGE_SIZE_OPTIONS: number[] = [...PAGE_SIZES];

export const totalLabel = (total: number): string => `共 ${total} 条`;

export const DEFAULT_PAGINATION: TablePaginationConfig = {
  defaultPageSize: PAGE_SIZE_OPTIONS[0],
  pageSizeOptions: PAGE_SIZE_OPTIONS,
  showQuickJumper: true,
  showSizeChanger: true,
  showTotal: totalLabel,
  locale: PAGINATION_LOCALE,
};
