import { useState } from 'react';
import type { Key, ReactNode } from 'react';
import { Checkbox, Empty, Spin } from 'antd';
import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import { PAGE_SIZE_DEFAULT } from '@contract/http.meta';
import type { ListSort } from './list-params';
import { ListPagination } from './list-pagination';
import { cellOf, columnKey, columnLabel, rowKeyOf, type AnyColumn } from './table-cells';
import './data-cards.css';

/**
 * Which columns make a row's card on a phone, by column key (`key`, else `dataIndex`): the heading, its status,
 * the amount and the date (each under its column's title), other fields, and the actions (default: the column
 * keyed `action` or `actions`). Cells render exactly as in the table.
 */
export interface CardLayout {
  title: string;
  status?: string;
  amount?: string;
  date?: string;
  fields?: readonly string[];
  actions?: string;
}

export interface DataCardsProps<T> {
  columns: TableColumnsType<T>;
  dataSource: readonly T[];
  rowKey: TableProps<T>['rowKey'];
  layout?: CardLayout;
  /** A card drawn by the list itself instead of from `layout`. */
  renderCard?: (row: T, index: number) => ReactNode;
  loading?: boolean;
  emptyText?: ReactNode;
  pagination?: TablePaginationConfig | false;
  rowSelection?: TableProps<T>['rowSelection'];
  sort?: ListSort;
  onSortChange?: (sort: ListSort | undefined) => void;
  label?: string;
}

type Cell<T> = { column: AnyColumn<T>; key: string };

/** Without a layout: the first column heads the card, `status` is its tag, `action(s)` its actions, the rest fields. */
function defaultLayout<T>(cells: Cell<T>[]): CardLayout {
  const keys = cells.map((c) => c.key);
  const status = keys.find((k) => k === 'status');
  const actions = keys.find((k) => k === 'action' || k === 'actions');
  return { title: keys[0] ?? '', status, fields: keys.slice(1).filter((k) => k !== status && k !== actions), actions };
}

/** Plain text (not markup) of a cell: what its title attribute repeats when the text is cut. */
const textOf = (value: ReactNode): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

function Field<T extends object>({ cell, row, index, className }: { cell?: Cell<T>; row: T; index: number; className?: string }) {
  if (!cell) return null;
  const value = cellOf(cell.column, row, index);
  // Plain text ends after three lines; its full text is the title (as the table's ellipsis cells do).
  const text = textOf(value);
  return (
    <div className={`data-card-field${className ? ` ${className}` : ''}`}>
      <dt>{columnLabel(cell.column)}</dt>
      <dd className={text === undefined ? undefined : 'data-card-text'} title={text}>
        {value}
      </dd>
    </div>
  );
}

/** The sort a phone cannot pick from a table header: each sortable column, descending or ascending. */
function CardSort<T>({ cells, sort, onChange }: { cells: Cell<T>[]; sort?: ListSort; onChange: (sort: ListSort | undefined) => void }) {
  const sortable = cells.filter((c) => 'sorter' in c.column && c.column.sorter);
  if (!sortable.length) return null;
  const value = sort ? `${sort.field}:${sort.order}` : '';
  return (
    <label className="data-cards-sort">
      排序
      <select
        value={value}
        onChange={(event) => {
          const [field, order] = event.target.value.split(':');
          onChange(field && (order === 'asc' || order === 'desc') ? { field, order } : undefined);
        }}
      >
        <option value="">默认排序</option>
        {sortable.flatMap(({ column, key }) => [
          <option key={`${key}:desc`} value={`${key}:desc`}>{`${columnLabel(column) ?? key} 降序`}</option>,
          <option key={`${key}:asc`} value={`${key}:asc`}>{`${columnLabel(column) ?? key} 升序`}</option>,
        ])}
      </select>
    </label>
  );
}

/**
 * A list's rows as cards (the shared table on a phone): heading and status, amount and date, the other key fields,
 * the row's actions; a checkbox per card where the list selects rows; the same sort, pagination and empty text.
 */
export function DataCards<T extends object>(props: DataCardsProps<T>) {
  const { columns, dataSource, rowKey, renderCard, loading, emptyText, pagination, rowSelection, sort, onSortChange, label } = props;
  const [localPage, setLocalPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE_DEFAULT });
  const cells: Cell<T>[] = columns.map((column, i) => ({ column, key: columnKey(column, i) }));
  const byKey = new Map(cells.map((c) => [c.key, c]));
  const layout = props.layout ?? defaultLayout(cells);
  const actionsKey = layout.actions ?? cells.find((c) => c.key === 'action' || c.key === 'actions')?.key;

  // Paged by the server when the list says how many there are; else the cards page what they were given.
  const serverPaged = pagination !== false && pagination?.total !== undefined;
  const pageNum = pagination === false ? 1 : (pagination?.current ?? localPage.pageNum);
  const pageSize = pagination === false ? dataSource.length : (pagination?.pageSize ?? localPage.pageSize);
  const total = serverPaged ? (pagination.total ?? 0) : dataSource.length;
  const rows = serverPaged || pagination === false ? dataSource : dataSource.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  const changePage = (next: number, size: number) => {
    if (pagination !== false && pagination?.onChange) pagination.onChange(next, size);
    if (!pagination || pagination.current === undefined) setLocalPage({ pageNum: next, pageSize: size });
  };

  const keyed = rows.map((row, index) => ({ row, index, key: rowKeyOf(rowKey, row, index) }));
  const selected = new Set<Key>(rowSelection?.selectedRowKeys ?? []);
  const select = (keys: Key[]) => {
    const visible = new Set(keyed.map((k) => k.key));
    const kept = rowSelection?.preserveSelectedRowKeys ? keys : keys.filter((k) => visible.has(k));
    rowSelection?.onChange?.(kept, keyed.filter((k) => kept.includes(k.key)).map((k) => k.row), { type: 'multiple' });
  };
  const allOnPage = keyed.length > 0 && keyed.every((k) => selected.has(k.key));
  const someOnPage = keyed.some((k) => selected.has(k.key));

  const card = ({ row, index, key }: (typeof keyed)[number]) => {
    if (renderCard) return <li key={key} className="data-card">{renderCard(row, index)}</li>;
    const title = byKey.get(layout.title);
    const heading = title && cellOf(title.column, row, index);
    const status = layout.status ? byKey.get(layout.status) : undefined;
    const actions = actionsKey ? byKey.get(actionsKey) : undefined;
    const checkbox = rowSelection?.getCheckboxProps?.(row) ?? {};
    return (
      <li key={key} className="data-card">
        <div className="data-card-head">
          {rowSelection && (
            <Checkbox className="data-card-check" {...checkbox} checked={selected.has(key)} onChange={(e) => select(e.target.checked ? [...selected, key] : [...selected].filter((k) => k !== key))} />
          )}
          <div className={textOf(heading) === undefined ? 'data-card-title' : 'data-card-title data-card-text'} title={textOf(heading)}>
            {heading}
          </div>
          {status && <div className="data-card-status">{cellOf(status.column, row, index)}</div>}
        </div>
        <dl className="data-card-fields">
          <Field cell={layout.amount ? byKey.get(layout.amount) : undefined} row={row} index={index} className="data-card-amount" />
          <Field cell={layout.date ? byKey.get(layout.date) : undefined} row={row} index={index} className="data-card-date" />
          {(layout.fields ?? []).map((k) => (
            <Field key={k} cell={byKey.get(k)} row={row} index={index} />
          ))}
        </dl>
        {actions && <div className="data-card-actions">{cellOf(actions.column, row, index)}</div>}
      </li>
    );
  };

  const toolbar = (onSortChange || rowSelection) && (
    <div className="data-cards-toolbar">
      {rowSelection && (
        <Checkbox className="data-card-check" checked={allOnPage} indeterminate={!allOnPage && someOnPage} disabled={!keyed.length} onChange={(e) => {
          const page = new Set(keyed.map((k) => k.key));
          select(e.target.checked ? [...new Set([...selected, ...page])] : [...selected].filter((k) => !page.has(k)));
        }}>
          全选本页
        </Checkbox>
      )}
      {onSortChange && <CardSort cells={cells} sort={sort} onChange={onSortChange} />}
    </div>
  );

  return (
    <div className="data-cards">
      {toolbar}
      <Spin spinning={Boolean(loading)}>
        {keyed.length ? (
          <ul className="data-cards-list" aria-label={label}>
            {keyed.map(card)}
          </ul>
        ) : (
          <div className="data-cards-empty">{emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}</div>
        )}
      </Spin>
      {pagination !== false && total > 0 && <ListPagination pageNum={pageNum} pageSize={pageSize} total={total} onChange={changePage} />}
    </div>
  );
}
