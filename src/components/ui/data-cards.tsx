import type { ReactNode } from 'react';
import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import { LightCheckbox } from '@/components/light/checkbox';
import { LightEmpty } from '@/components/light/empty';
import { LightSpin } from '@/components/light/spin';
import { textOf } from './data-table-columns';
import type { ListSort } from './list-params';
import { ListPagination } from './list-pagination';
import { cellOf, columnKey, columnLabel, type AnyColumn } from './table-cells';
import { selectionOf, usePaging, type KeyedRow } from './table-state';
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
  const cells: Cell<T>[] = columns.map((column, i) => ({ column, key: columnKey(column, i) }));
  const byKey = new Map(cells.map((c) => [c.key, c]));
  const layout = props.layout ?? defaultLayout(cells);
  const actionsKey = layout.actions ?? cells.find((c) => c.key === 'action' || c.key === 'actions')?.key;
  const page = usePaging(dataSource, pagination, rowKey);
  const selection = rowSelection ? selectionOf(rowSelection, page.keyed) : undefined;

  const card = ({ row, index, key }: KeyedRow<T>) => {
    if (renderCard)
      return (
        <li key={key} className="data-card">
          {renderCard(row, index)}
        </li>
      );
    const title = byKey.get(layout.title);
    const heading = title && cellOf(title.column, row, index);
    const status = layout.status ? byKey.get(layout.status) : undefined;
    const actions = actionsKey ? byKey.get(actionsKey) : undefined;
    const box = selection?.boxOf(row);
    return (
      <li key={key} className="data-card">
        <div className="data-card-head">
          {selection && (
            <LightCheckbox
              className="data-card-check"
              checked={selection.selected.has(key)}
              disabled={box?.disabled}
              aria-label={box?.['aria-label'] ?? `选择 ${textOf(heading) ?? `第 ${index + 1} 项`}`}
              onChange={(on) => selection.toggle(key, on)}
            />
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

  const toolbar = (onSortChange || selection) && (
    <div className="data-cards-toolbar">
      {selection && (
        <LightCheckbox
          className="data-card-check"
          checked={selection.all}
          indeterminate={selection.some}
          disabled={selection.disabledAll}
          onChange={selection.toggleAll}
        >
          全选本页
        </LightCheckbox>
      )}
      {onSortChange && <CardSort cells={cells} sort={sort} onChange={onSortChange} />}
    </div>
  );

  return (
    <div className="data-cards">
      {toolbar}
      <LightSpin spinning={Boolean(loading)}>
        {page.keyed.length ? (
          <ul className="data-cards-list" aria-label={label}>
            {page.keyed.map(card)}
          </ul>
        ) : (
          <div className="data-cards-empty">
            {typeof emptyText === 'string' && !emptyText.trim() ? null : <LightEmpty description={emptyText ?? '暂无数据'} />}
          </div>
        )}
      </LightSpin>
      {page.shown && (
        <ListPagination pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={page.onChange} locale={page.locale} />
      )}
    </div>
  );
}
