import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Key, ReactNode } from 'react';
import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import { LightCheckbox } from '@/components/light/checkbox';
import { LightEmpty } from '@/components/light/empty';
import { LightSpin } from '@/components/light/spin';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { DataCards, type CardLayout } from './data-cards';
import { BodyCell, CONTROL_COLUMN_WIDTH, HeaderCell, layColumns, neededWidth, textOf } from './data-table-columns';
import type { ListSort } from './list-params';
import { ListPagination } from './list-pagination';
import { announce } from './live-region';
import { cellOf } from './table-cells';
import { selectionOf, usePaging } from './table-state';
import './data-table.css';
import './data-table-controls.css';

/**
 * antd's Table props the lists use, with the same meaning. Not supported: `onChange` (sorting goes through
 * `sort` / `onSortChange`, paging through `pagination.onChange`), `onRow`, `scroll`, `rowClassName`, `summary`,
 * `title` / `footer`, `sticky`, `bordered`, `virtual`; of `rowSelection` only `selectedRowKeys`, `onChange`,
 * `getCheckboxProps` (`disabled`, `aria-label`) and `preserveSelectedRowKeys` (checkboxes only, no radio); of
 * `expandable` only `expandedRowRender`, `rowExpandable` and `expandRowByClick: false` (a button per row).
 */
type Passed<T> = Pick<TableProps<T>, 'rowKey' | 'dataSource' | 'loading' | 'locale' | 'rowSelection' | 'size' | 'expandable' | 'className'>;

export interface DataTableProps<T> extends Passed<T> {
  /**
   * Columns with a `width` keep it; those without share what is left (their text ends in an ellipsis), so the
   * table fits its box on a desktop and no column slides under the fixed action column. A column with
   * `sorter: true` sorts on the server by its `key` (the contract's sort field). See LaidColumn for the fields.
   */
  columns: TableColumnsType<T>;
  /** The house pagination (30/50/100, quick jumper, size changer, 「共 N 条」) with these values; false hides it. */
  pagination?: TablePaginationConfig | false;
  /** The server-side sort the list shows (from the URL), and where a click on a sortable header goes. */
  sort?: ListSort;
  onSortChange?: (sort: ListSort | undefined) => void;
  /** The row as a card below 768 px: which columns are its title, status, amount, date, other fields and actions. */
  card?: CardLayout;
  /** A card drawn by the list itself (instead of `card`). */
  renderCard?: (row: T, index: number) => ReactNode;
  /** The table's name (and its scroll box's). */
  'aria-label'?: string;
}

const PADDING = { small: ' data-table-small', middle: ' data-table-middle', medium: ' data-table-middle', large: '' } as const;

/** Whether the box scrolls sideways, and whether columns hide under the pinned ones on the right. */
function useScrollBox(active: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ scrolls: false, pingRight: false });
  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const scrolls = el.scrollWidth > el.clientWidth;
    const pingRight = scrolls && el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setState((prev) => (prev.scrolls === scrolls && prev.pingRight === pingRight ? prev : { scrolls, pingRight }));
  }, []);
  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined' || !box.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(box.current);
    if (box.current.firstElementChild) observer.observe(box.current.firstElementChild);
    return () => observer.disconnect();
  }, [measure, active]);
  useEffect(measure);
  return { box, measure, ...state };
}

/**
 * The one shared table, in plain markup (no antd at runtime): house pagination, ellipsis by default, columns
 * resizable by dragging the header edge (or ←/→ on it), sorting done by the server, the `fixed: 'right'` action
 * column pinned, row selection, expandable rows, a loading veil that keeps the rows. Laid out fixed: it fits its
 * box and scrolls sideways only when the box is narrower than the columns need (the box then takes the focus).
 * Below 768 px (a phone) the rows are cards instead (`card`, `renderCard`; DataCards), with the same sort,
 * selection and pagination.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const {
    columns,
    pagination,
    sort,
    onSortChange,
    card,
    renderCard,
    rowKey,
    dataSource = [],
    loading,
    locale,
    rowSelection,
    size = 'large',
    expandable,
    className,
  } = props;
  const label = props['aria-label'];
  const [widths, setWidths] = useState<Record<string, number>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const busy = Boolean(typeof loading === 'object' ? loading.spinning : loading);
  const page = usePaging(dataSource, pagination, rowKey);
  const wasBusy = useRef(busy);
  const phone = useMediaQuery(PHONE_QUERY);
  const scroll = useScrollBox(!phone);

  // A load that ends (a page, a filter, a sort) is said to screen readers, with what the list now holds.
  useEffect(() => {
    if (wasBusy.current && !busy) announce(`列表已更新，共 ${page.total} 条`);
    wasBusy.current = busy;
  }, [busy, page.total]);

  const laid = useMemo(() => layColumns(columns, widths), [columns, widths]);
  const empty = typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText;

  if (phone) {
    return (
      <DataCards<T>
        columns={columns}
        dataSource={dataSource}
        rowKey={rowKey}
        layout={card}
        renderCard={renderCard}
        loading={busy}
        emptyText={empty}
        pagination={pagination}
        rowSelection={rowSelection}
        sort={sort}
        onSortChange={onSortChange}
        label={label}
      />
    );
  }

  const expandRender = expandable?.expandedRowRender;
  const selection = rowSelection ? selectionOf(rowSelection, page.keyed) : undefined;
  const controls = (expandRender ? 1 : 0) + (selection ? 1 : 0);
  const width = neededWidth(laid, controls * CONTROL_COLUMN_WIDTH);
  const span = laid.length + controls;
  // A blank empty text (a list's first load) shows nothing, not the empty picture.
  const blank = typeof empty === 'string' && !empty.trim();
  const toggleRow = (key: Key) =>
    setExpanded((prev) => (prev.has(key) ? new Set([...prev].filter((k) => k !== key)) : new Set([...prev, key])));

  return (
    <div
      className={`data-table-wrapper${PADDING[size]}${scroll.pingRight ? ' data-table-ping-right' : ''}${className ? ` ${className}` : ''}`}
    >
      <LightSpin spinning={busy}>
        <div
          ref={scroll.box}
          className="data-table-scroll"
          onScroll={scroll.measure}
          // A box that scrolls sideways takes the focus, so the keyboard can scroll it too (WCAG 2.1.1).
          tabIndex={scroll.scrolls ? 0 : undefined}
          role={scroll.scrolls ? 'region' : undefined}
          aria-label={scroll.scrolls ? `${label ?? '表格'}（可左右滚动）` : undefined}
        >
          <table className="data-table" aria-label={label} style={{ width, minWidth: '100%', tableLayout: 'fixed' }}>
            <colgroup>
              {expandRender && <col style={{ width: CONTROL_COLUMN_WIDTH }} />}
              {selection && <col style={{ width: CONTROL_COLUMN_WIDTH }} />}
              {laid.map((c) => (
                <col key={c.key} style={c.width === undefined ? undefined : { width: c.width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {expandRender && (
                  <th scope="col" className="data-table-cell data-table-row-expand-icon-cell">
                    <span className="visually-hidden">展开</span>
                  </th>
                )}
                {selection && (
                  <th scope="col" className="data-table-cell data-table-selection-column">
                    <LightCheckbox
                      checked={selection.all}
                      indeterminate={selection.some}
                      disabled={selection.disabledAll}
                      aria-label="全选本页"
                      onChange={selection.toggleAll}
                    />
                  </th>
                )}
                {laid.map((c) => (
                  <HeaderCell
                    key={c.key}
                    col={c}
                    sort={sort}
                    onSortChange={onSortChange}
                    onResize={(next) => setWidths((prev) => ({ ...prev, [c.key]: next }))}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {page.keyed.map(({ row, index, key }) => {
                const open = expanded.has(key);
                const canExpand = expandRender && (expandable?.rowExpandable?.(row) ?? true);
                const picked = selection?.selected.has(key) ?? false;
                const box = selection?.boxOf(row);
                const first = laid[0] ? textOf(cellOf(laid[0].column, row, index)) : undefined;
                return (
                  <Fragment key={key}>
                    <tr className={`data-table-row${picked ? ' data-table-row-selected' : ''}`} data-row-key={String(key)}>
                      {expandRender && (
                        <td className="data-table-cell data-table-row-expand-icon-cell">
                          {canExpand && (
                            <button
                              type="button"
                              className={`data-table-row-expand-icon${open ? ' data-table-row-expanded' : ''}`}
                              aria-label={open ? '关闭行' : '展开行'}
                              aria-expanded={open}
                              onClick={() => toggleRow(key)}
                            />
                          )}
                        </td>
                      )}
                      {selection && (
                        <td className="data-table-cell data-table-selection-column">
                          <LightCheckbox
                            checked={picked}
                            disabled={box?.disabled}
                            aria-label={box?.['aria-label'] ?? `选择 ${first ?? `第 ${index + 1} 行`}`}
                            onChange={(on) => selection.toggle(key, on)}
                          />
                        </td>
                      )}
                      {laid.map((c) => (
                        <BodyCell key={c.key} col={c} row={row} index={index} sorted={sort?.field === c.key} />
                      ))}
                    </tr>
                    {expandRender && open && (
                      <tr className="data-table-expanded-row">
                        <td className="data-table-cell" colSpan={span}>
                          {expandRender(row, index, 0, open)}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
              {page.keyed.length === 0 && (
                <tr className="data-table-placeholder">
                  <td className="data-table-cell" colSpan={span}>
                    {blank ? null : <LightEmpty description={empty ?? '暂无数据'} />}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </LightSpin>
      {page.shown && (
        <div className="data-table-pagination">
          <ListPagination
            pageNum={page.pageNum}
            pageSize={page.pageSize}
            total={page.total}
            onChange={page.onChange}
            showSizeChanger={page.showSizeChanger}
            locale={page.locale}
          />
        </div>
      )}
    </div>
  );
}
