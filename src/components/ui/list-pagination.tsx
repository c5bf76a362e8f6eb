import { Pagination } from 'antd';
import { PAGE_SIZE_OPTIONS, PAGINATION_LOCALE, totalLabel } from './table-pagination';

export interface ListPaginationProps {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number, pageSize: number) => void;
}

/** The house pagination (30/50/100, quick jumper, 「共 N 条」) for lists that are not tables (cards, articles). */
export function ListPagination({ pageNum, pageSize, total, onChange }: ListPaginationProps) {
  return (
    <Pagination
      className="list-pagination"
      current={pageNum}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      showSizeChanger
      showQuickJumper
      showTotal={totalLabel}
      locale={PAGINATION_LOCALE}
      // A new page size starts again from the first page.
      onChange={(page, size) => onChange(size === pageSize ? page : 1, size)}
    />
  );
}
