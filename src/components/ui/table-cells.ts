import { isValidElement } from 'react';
import type { Key, ReactNode } from 'react';
import type { TableColumnsType, TableProps } from 'antd';

export type AnyColumn<T> = TableColumnsType<T>[number];

/** A column's identity: its `key`, else its `dataIndex` (joined when a path), else its position. */
export const columnKey = <T>(column: AnyColumn<T>, index: number): string => {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  return String(column.key ?? (Array.isArray(dataIndex) ? dataIndex.join('.') : dataIndex) ?? index);
};

/** A column's header when it is plain text (the label of a field on a card). */
export const columnLabel = <T>(column: AnyColumn<T>): string | undefined => (typeof column.title === 'string' ? column.title : undefined);

/** What the table would show in the row's cell under `column`: its `render` over the `dataIndex` value. */
export function cellOf<T extends object>(column: AnyColumn<T>, row: T, index: number): ReactNode {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  const path = dataIndex === undefined ? [] : Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  const value = path.reduce<unknown>(
    (v, k) => (v == null ? undefined : (v as Record<string | number, unknown>)[k as string | number]),
    path.length ? row : undefined,
  );
  const out: unknown = 'render' in column && column.render ? column.render(value, row, index) : value;
  // A render may answer antd's { children, props } (cell spans): a card only needs the content.
  if (out !== null && typeof out === 'object' && !isValidElement(out) && !Array.isArray(out) && 'children' in out)
    return (out as { children: ReactNode }).children;
  return out as ReactNode;
}

/** The row's key as the table computes it from `rowKey`. */
export function rowKeyOf<T extends object>(rowKey: TableProps<T>['rowKey'], row: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  const field = rowKey ?? 'key';
  return (row as Record<string, Key>)[field as string] ?? index;
}
