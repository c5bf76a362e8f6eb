import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Grid, Table } from 'antd';
import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { DataCards, type CardLayout } from './data-cards';
import type { ListSort } from './list-params';
import { announce } from './live-region';
import { ResizableHeaderCell } from './resizable-header-cell';
import type { ResizableHeaderCellProps } from './resizable-header-cell';
import { columnKey } from './table-cells';
import { DEFAULT_PAGINATION } from './table-pagination';

export interface DataTableProps<T> extends Omit<TableProps<T>, 'columns' | 'pagination'> {
  /**
   * Columns with a `width` keep it; those without share what is left (their text ends in an ellipsis), so the
   * table fits its box on a desktop and no column slides under the fixed action column. A column with
   * `sorter: true` sorts on the server by its `key` (the contract's sort field).
   */
  columns: TableColumnsType<T>;
  /** Merged over the house pagination (30/50/100, quick jumper, size changer, 「共 N 条」); false hides it. */
  pagination?: TablePaginationConfig | false;
  /** The server-side sort the list shows (from the URL), and where a click on a sortable header goes. */
  sort?: ListSort;
  onSortChange?: (sort: ListSort | undefined) => void;
  /** The row as a card below 768 px: which columns are its title, status, amount, date, other fields and actions. */
  card?: CardLayout;
  /** A card drawn by the list itself (instead of `card`). */
  renderCard?: (row: T, index: number) => ReactNode;
}

/** A column without a width gets at least this much before the table scrolls sideways (phones). */
const FLEX_MIN_WIDTH = 96;

const components = { header: { cell: ResizableHeaderCell } };
const ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;

/**
 * The one shared table: house pagination, ellipsis by default, columns resizable by dragging the header, sorting
 * done by the server. Laid out fixed: it fits its box and scrolls sideways only when the box is narrower than
 * the columns need, where the action column is no longer pinned over the others. Below 768 px (a phone) the rows
 * are cards instead (`card`, `renderCard`; DataCards), with the same sort, selection and pagination.
 */
export function DataTable<T extends object>({ columns, pagination, scroll, sort, onSortChange, onChange, card, renderCard, ...rest }: DataTableProps<T>) {
  const [widths, setWidths] = useState<Record<string, number>>({});
  const wide = Grid.useBreakpoint().md !== false;
  const table = useRef<TableRef>(null);
  const busy = Boolean(typeof rest.loading === 'object' ? rest.loading.spinning : rest.loading);
  const total = (pagination === false ? undefined : pagination?.total) ?? rest.dataSource?.length ?? 0;
  const wasBusy = useRef(busy);

  // A load that ends (a page, a filter, a sort) is said to screen readers, with what the list now holds.
  useEffect(() => {
    if (wasBusy.current && !busy) announce(`列表已更新，共 ${total} 条`);
    wasBusy.current = busy;
  }, [busy, total]);

  useEffect(() => {
    const root = table.current?.nativeElement;
    // A box that scrolls sideways (a phone) takes the focus, so the keyboard can scroll it too (WCAG 2.1.1).
    for (const box of root?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      if (box.scrollWidth > box.clientWidth) box.tabIndex = 0;
      else box.removeAttribute('tabindex');
    }
    // antd copies the header (the select-all checkbox too) into a hidden row that measures the columns: out of
    // the tab order, as it is out of the accessibility tree.
    for (const el of root?.querySelectorAll<HTMLElement>('.ant-table-measure-row :is(input, button, a[href])') ?? []) el.tabIndex = -1;
  });
  const phone = useMediaQuery(PHONE_QUERY);

  const sized = useMemo(
    () =>
      columns.map((column, index) => {
        const key = columnKey(column, index);
        const width = widths[key] ?? column.width;
        const sortable = 'sorter' in column && column.sorter;
        return {
          ellipsis: true,
          ...column,
          width,
          ...(wide ? {} : { fixed: undefined }),
          ...(sortable ? { sortOrder: sort?.field === key ? ANTD_ORDER[sort.order] : null, sortDirections: ['descend', 'ascend'] as const } : {}),
          onHeaderCell: (): ResizableHeaderCellProps => ({
            onResizeWidth: (next: number) => setWidths((prev) => ({ ...prev, [key]: next })),
          }),
        };
      }),
    [columns, widths, wide, sort],
  ) as TableColumnsType<T>;

  const minWidth = useMemo(() => sized.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : FLEX_MIN_WIDTH), 0), [sized]);

  const handleChange: TableProps<T>['onChange'] = (page, filters, sorter, extra) => {
    if (extra.action === 'sort' && onSortChange) {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
      const field = s?.columnKey === undefined ? undefined : String(s.columnKey);
      onSortChange(field && s?.order ? { field, order: s.order === 'ascend' ? 'asc' : 'desc' } : undefined);
    }
    onChange?.(page, filters, sorter, extra);
  };

  if (phone) {
    const { dataSource, rowKey, loading, locale, rowSelection } = rest;
    const empty = locale?.emptyText;
    return (
      <DataCards<T>
        columns={columns}
        dataSource={dataSource ?? []}
        rowKey={rowKey}
        layout={card}
        renderCard={renderCard}
        loading={typeof loading === 'object' ? loading.spinning : loading}
        emptyText={typeof empty === 'function' ? empty() : empty}
        pagination={pagination}
        rowSelection={rowSelection}
        sort={sort}
        onSortChange={onSortChange}
        label={(rest as { 'aria-label'?: string })['aria-label']}
      />
    );
  }

  return (
    <Table<T>
      ref={table}
      components={components}
      columns={sized}
      tableLayout="fixed"
      scroll={scroll ?? { x: minWidth }}
      pagination={pagination === false ? false : { ...DEFAULT_PAGINATION, ...pagination }}
      onChange={handleChange}
      {...rest}
    />
  );
}
