import type { CSSProperties, ReactNode } from 'react';
import { LightIcon } from '@/components/light/icon';
import { CaretDownOutlined } from '@/components/light/icons/caret-down-outlined';
import { CaretUpOutlined } from '@/components/light/icons/caret-up-outlined';
import type { ListSort } from './list-params';
import { ResizableHeaderCell } from './resizable-header-cell';
import { cellOf, columnKey, columnLabel, type AnyColumn } from './table-cells';

/** A column without a width gets at least this much before the table scrolls sideways. */
export const FLEX_MIN_WIDTH = 96;
/** The selection and expand columns (antd's 32 px control plus 8 px each side). */
export const CONTROL_COLUMN_WIDTH = 48;

/**
 * One column as the table lays it out. Supported column fields (the ones the lists use): `title`, `key`,
 * `dataIndex` (a path too), `render` (its `{ children }` answer too), `width` (px or a CSS length), `fixed:
 * 'right'`, `align`, `sorter: true` (sorted by the server, see DataTable's `sort`), `ellipsis` (default on; `false`
 * wraps; `{ showTitle: false }` drops the title) and `className`. Not supported: grouped columns (`children`),
 * `fixed: 'left'`, filters, `onCell` / `onHeaderCell`, cell spans, client-side `sorter` functions.
 */
export interface LaidColumn<T> {
  column: AnyColumn<T>;
  key: string;
  width?: number | string;
  sortable: boolean;
  ellipsis: boolean;
  showTitle: boolean;
  /** Distance from the table's right edge where the column is pinned (`fixed: 'right'`), else undefined. */
  right?: number;
  /** The leftmost pinned column: it casts the shadow over the rows scrolled under it. */
  firstFixed: boolean;
}

export function layColumns<T>(columns: readonly AnyColumn<T>[], widths: Record<string, number>): LaidColumn<T>[] {
  const laid: LaidColumn<T>[] = columns.map((column, index) => {
    const key = columnKey(column, index);
    const ellipsis = column.ellipsis ?? true;
    return {
      column,
      key,
      width: widths[key] ?? (column.width as number | string | undefined),
      sortable: 'sorter' in column && Boolean(column.sorter),
      ellipsis: Boolean(ellipsis),
      showTitle: typeof ellipsis === 'object' ? ellipsis.showTitle !== false : Boolean(ellipsis),
      firstFixed: false,
    };
  });
  // Pinned columns stack from the right edge (each past the widths of those on its right).
  let right = 0;
  for (let i = laid.length - 1; i >= 0 && laid[i]!.column.fixed === 'right'; i--) {
    const col = laid[i]!;
    col.right = right;
    right += typeof col.width === 'number' ? col.width : FLEX_MIN_WIDTH;
    if (i === 0 || laid[i - 1]!.column.fixed !== 'right') col.firstFixed = true;
  }
  return laid;
}

/** The width the columns need: below it the box scrolls sideways. */
export const neededWidth = <T,>(laid: LaidColumn<T>[], extra: number) =>
  laid.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : FLEX_MIN_WIDTH), extra);

export function cellClass<T>(col: LaidColumn<T>, base: string, sorted = false): string {
  let cls = base;
  if (col.ellipsis) cls += ' data-table-cell-ellipsis';
  if (col.right !== undefined) cls += ' data-table-cell-fix-right';
  if (col.firstFixed) cls += ' data-table-cell-fix-right-first';
  if (sorted) cls += ' data-table-column-sort';
  if (col.column.className) cls += ` ${col.column.className}`;
  return cls;
}

export const cellStyle = <T,>(col: LaidColumn<T>): CSSProperties | undefined =>
  col.right === undefined && !col.column.align ? undefined : { right: col.right, textAlign: col.column.align };

/** Plain text of a value (the title attribute repeating what an ellipsis cuts), else undefined. */
export const textOf = (value: ReactNode): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** One body cell: the column's `render` over its `dataIndex`, cut with an ellipsis and its full text as the title. */
export function BodyCell<T extends object>({ col, row, index, sorted }: { col: LaidColumn<T>; row: T; index: number; sorted: boolean }) {
  const value = cellOf(col.column, row, index);
  return (
    <td
      className={cellClass(col, 'data-table-cell', sorted)}
      style={cellStyle(col)}
      title={col.ellipsis && col.showTitle ? textOf(value) : undefined}
    >
      {value}
    </td>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
/** What a click does next (antd's sorter tooltip). */
const SORT_HINT = { none: '点击降序', desc: '点击升序', asc: '取消排序' } as const;

/**
 * A column's header: its title (cut with an ellipsis, the title attribute repeating it), a sort button when it sorts
 * (descending, ascending, none, as antd's `sortDirections: ['descend', 'ascend']`), the resize handle on its edge.
 */
export function HeaderCell<T>({
  col,
  sort,
  onSortChange,
  onResize,
}: {
  col: LaidColumn<T>;
  sort?: ListSort;
  onSortChange?: (sort: ListSort | undefined) => void;
  onResize: (width: number) => void;
}) {
  const order = sort?.field === col.key ? sort.order : undefined;
  const label = columnLabel(col.column);
  const title = col.column.title as ReactNode;
  const next = (): ListSort | undefined =>
    order === undefined ? { field: col.key, order: 'desc' } : order === 'desc' ? { field: col.key, order: 'asc' } : undefined;
  const sortable = col.sortable && onSortChange;
  return (
    <ResizableHeaderCell
      scope="col"
      className={cellClass(col, sortable ? 'data-table-cell data-table-column-has-sorters' : 'data-table-cell', Boolean(order))}
      style={{ ...cellStyle(col), position: col.right === undefined ? 'relative' : 'sticky' }}
      title={col.ellipsis && !sortable ? label : undefined}
      aria-sort={order ? ARIA_SORT[order] : undefined}
      width={typeof col.width === 'number' ? col.width : undefined}
      label={label}
      onResizeWidth={onResize}
    >
      {sortable ? (
        <button type="button" className="data-table-sorter" title={SORT_HINT[order ?? 'none']} onClick={() => onSortChange(next())}>
          <span className="data-table-column-title">{title}</span>
          <span className="data-table-sorter-icons" aria-hidden="true">
            <LightIcon icon={CaretUpOutlined} className={order === 'asc' ? 'data-table-sorter-on' : undefined} />
            <LightIcon icon={CaretDownOutlined} className={order === 'desc' ? 'data-table-sorter-on' : undefined} />
          </span>
        </button>
      ) : (
        title
      )}
    </ResizableHeaderCell>
  );
}
