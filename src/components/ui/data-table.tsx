import { useMemo, useState } from 'react';
import { Table } from 'antd';
import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import { ResizableHeaderCell } from './resizable-header-cell';
import type { ResizableHeaderCellProps } from './resizable-header-cell';
import { DEFAULT_PAGINATION } from './table-pagination';

export interface DataTableProps<T> extends Omit<TableProps<T>, 'columns' | 'pagination'> {
  columns: TableColumnsType<T>;
  /** Merged over the house pagination (30/50/100, quick jumper, size changer, 「共 N 条」); false hides it. */
  pagination?: TablePaginationConfig | false;
}

const columnKey = (column: TableColumnsType<unknown>[number], index: number): string => {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  return String(column.key ?? (Array.isArray(dataIndex) ? dataIndex.join('.') : dataIndex) ?? index);
};

const components = { header: { cell: ResizableHeaderCell } };

/** The one shared table: house pagination, ellipsis by default, columns resizable by dragging the header. */
export function DataTable<T extends object>({ columns, pagination, scroll, ...rest }: DataTableProps<T>) {
  const [widths, setWidths] = useState<Record<string, number>>({});

  const sized = useMemo(
    () =>
      columns.map((column, index) => {
        const key = columnKey(column as TableColumnsType<unknown>[number], index);
        const width = widths[key] ?? column.width;
        return {
          ellipsis: true,
          ...column,
          width,
          onHeaderCell: (): ResizableHeaderCellProps => ({
            onResizeWidth: (next: number) => setWidths((prev) => ({ ...prev, [key]: next })),
          }),
        };
      }),
    [columns, widths],
  ) as TableColumnsType<T>;

  return (
    <Table<T>
      components={components}
      columns={sized}
      scroll={scroll ?? { x: 'max-content' }}
      pagination={pagination === false ? false : { ...DEFAULT_PAGINATION, ...pagination }}
      {...rest}
    />
  );
}
