import { useState } from 'react';
import type { Key } from 'react';
import type { TablePaginationConfig, TableProps } from 'antd';
import { PAGE_SIZE_DEFAULT } from '@contract/http.meta';
import { rowKeyOf } from './table-cells';

/** A row on the page shown, with its index in that page and its key (from `rowKey`). */
export interface KeyedRow<T> {
  row: T;
  index: number;
  key: Key;
}

/**
 * The page the table or the cards show. Paged by the server when the list says how many there are (`total`);
 * else the rows given are paged here (30 a page); `false`: every row, no pagination.
 */
export function usePaging<T extends object>(
  dataSource: readonly T[],
  pagination: TablePaginationConfig | false | undefined,
  rowKey: TableProps<T>['rowKey'],
) {
  const [local, setLocal] = useState({ pageNum: 1, pageSize: PAGE_SIZE_DEFAULT });
  const serverPaged = pagination !== false && pagination?.total !== undefined;
  const pageNum = pagination === false ? 1 : (pagination?.current ?? local.pageNum);
  const pageSize = pagination === false ? dataSource.length : (pagination?.pageSize ?? local.pageSize);
  const total = serverPaged ? (pagination.total ?? 0) : dataSource.length;
  const rows = serverPaged || pagination === false ? dataSource : dataSource.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  const onChange = (next: number, size: number) => {
    if (pagination !== false && pagination?.onChange) pagination.onChange(next, size);
    if (!pagination || pagination.current === undefined) setLocal({ pageNum: next, pageSize: size });
  };
  const keyed: KeyedRow<T>[] = rows.map((row, index) => ({ row, index, key: rowKeyOf(rowKey, row, index) }));
  return {
    keyed,
    pageNum,
    pageSize,
    total,
    onChange,
    /** As antd's table: no pagination over an empty list. */
    shown: pagination !== false && total > 0,
    showSizeChanger: pagination === false || pagination?.showSizeChanger !== false,
    locale: pagination === false ? undefined : pagination?.locale,
  };
}

/**
 * Row selection as antd's `rowSelection` has it (the props the lists use: `selectedRowKeys`, `onChange`,
 * `getCheckboxProps` for a disabled box or its `aria-label`, `preserveSelectedRowKeys`): keys not on this page are
 * dropped unless preserved; 「全选本页」 covers the rows whose box is not disabled.
 */
export function selectionOf<T extends object>(rowSelection: TableProps<T>['rowSelection'], keyed: KeyedRow<T>[]) {
  const selected = new Set<Key>(rowSelection?.selectedRowKeys ?? []);
  const boxOf = (row: T) => (rowSelection?.getCheckboxProps?.(row) ?? {}) as { disabled?: boolean; 'aria-label'?: string; name?: string };
  const open = keyed.filter((k) => !boxOf(k.row).disabled);
  const select = (keys: Key[]) => {
    const visible = new Set(keyed.map((k) => k.key));
    const kept = rowSelection?.preserveSelectedRowKeys ? keys : keys.filter((k) => visible.has(k));
    rowSelection?.onChange?.(
      kept,
      keyed.filter((k) => kept.includes(k.key)).map((k) => k.row),
      { type: 'multiple' },
    );
  };
  const all = open.length > 0 && open.every((k) => selected.has(k.key));
  return {
    selected,
    boxOf,
    all,
    /** Some rows of the page selected, not all: the select-all box is indeterminate. */
    some: !all && open.some((k) => selected.has(k.key)),
    disabledAll: open.length === 0,
    toggle: (key: Key, on: boolean) => select(on ? [...selected, key] : [...selected].filter((k) => k !== key)),
    toggleAll: (on: boolean) => {
      const page = new Set(open.map((k) => k.key));
      select(on ? [...new Set([...selected, ...page])] : [...selected].filter((k) => !page.has(k)));
    },
  };
}
