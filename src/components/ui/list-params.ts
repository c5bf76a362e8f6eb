import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ID_MAX, PAGE_NUM_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS, type SortOrder } from '@contract/http.meta';

/** Reads one filter from the URL: its value when it is one the list accepts, else undefined (no filter). */
export type FilterParser = (raw: string) => string | undefined;

export interface ListSort<S extends string = string> {
  field: S;
  order: SortOrder;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parsers for the lists' filters: anything else in the URL (typed, stale, garbage) is no filter, never an error. */
export const filterParsers = {
  /** A real calendar day, YYYY-MM-DD. */
  day: ((raw) => {
    const m = DAY.exec(raw);
    if (!m) return undefined;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? raw : undefined;
  }) satisfies FilterParser,
  oneOf:
    (values: readonly string[]): FilterParser =>
    (raw) =>
      values.includes(raw) ? raw : undefined,
  /** Trimmed, at most `max` characters; empty is none. */
  text:
    (max: number): FilterParser =>
    (raw) =>
      raw.trim().slice(0, max) || undefined,
  /** An id as the gateway takes one (1–64 characters). */
  id: ((raw) => (raw.trim() && raw.length <= ID_MAX ? raw.trim() : undefined)) satisfies FilterParser,
};

export interface ListParamsSpec<F extends string, S extends string> {
  /** The fields the server sorts this list by (contract *_SORT_FIELDS). */
  sortFields: readonly S[];
  filters: Record<F, FilterParser>;
  /** Pairs of filters that only mean something together and in order (a day range): otherwise both are dropped. */
  ranges?: readonly (readonly [NoInfer<F>, NoInfer<F>])[];
}

const intIn = (raw: string | null, min: number, max: number): number | undefined => {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
};

/**
 * A list's page, page size, sort and filters, kept in the URL's query (so reload, back and a shared link show the
 * same list). What the URL says is checked: an unknown sort field, a page size of 10⁹ or a day that does not
 * exist falls back to the default instead of reaching the server. Other query parameters (sid, sourcecode) stay.
 */
export function useListParams<F extends string, S extends string>(spec: ListParamsSpec<F, S>) {
  const [search, setSearch] = useSearchParams();
  const { sortFields, filters: parsers, ranges } = spec;

  const state = useMemo(() => {
    const pageNum = intIn(search.get('pageNum'), 1, PAGE_NUM_MAX) ?? 1;
    const size = intIn(search.get('pageSize'), 1, Number.MAX_SAFE_INTEGER);
    const pageSize = size !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : PAGE_SIZE_DEFAULT;
    const field = sortFields.find((f) => f === search.get('sortField'));
    const sort: ListSort<S> | undefined = field ? { field, order: search.get('sortOrder') === 'asc' ? 'asc' : 'desc' } : undefined;
    const filters: Partial<Record<F, string>> = {};
    for (const key of Object.keys(parsers) as F[]) {
      const raw = search.get(key);
      const value = raw === null ? undefined : parsers[key](raw);
      if (value !== undefined) filters[key] = value;
    }
    for (const [from, to] of ranges ?? []) {
      if (filters[from] === undefined || filters[to] === undefined || filters[from]! > filters[to]!) {
        delete filters[from];
        delete filters[to];
      }
    }
    return { pageNum, pageSize, sort, filters };
  }, [search, sortFields, parsers, ranges]);

  /** Writes the given keys (undefined or '' removes one); a change of anything but the page starts from page 1. */
  const update = useCallback(
    (next: Record<string, string | number | undefined>) => {
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value === undefined || value === '') params.delete(key);
            else params.set(key, String(value));
          }
          if (!('pageNum' in next)) params.delete('pageNum');
          if (params.get('pageSize') === String(PAGE_SIZE_DEFAULT)) params.delete('pageSize');
          if (params.get('pageNum') === '1') params.delete('pageNum');
          return params;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const setPage = useCallback(
    (pageNum: number, pageSize: number) => update(pageSize === state.pageSize ? { pageNum } : { pageSize, pageNum: 1 }),
    [update, state.pageSize],
  );
  const setSort = useCallback((sort: ListSort<S> | undefined) => update({ sortField: sort?.field, sortOrder: sort?.order }), [update]);
  const setFilters = useCallback((next: Partial<Record<F, string | undefined>>) => update(next), [update]);

  /** The request the list sends: page, size, sort (when one is chosen) and the filters. */
  const request = useMemo(
    () => ({
      pageNum: state.pageNum,
      pageSize: state.pageSize,
      ...(state.sort ? { sortField: state.sort.field, sortOrder: state.sort.order } : {}),
      ...state.filters,
    }),
    [state],
  );

  return { ...state, request, setPage, setSort, setFilters };
}
