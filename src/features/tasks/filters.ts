import type { TaskListRequest } from '@contract/tasks';
import { ID_MAX, PAGE_NUM_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@contract/http.meta';
import { REGION_CODE_PATTERN, TASK_FILTER_LIMITS, TASK_SORTS } from '@contract/tasks.meta';
import type { TaskSort } from '@contract/tasks.meta';

export type { TaskSort };

/** The find-job filters as the screen holds them; the URL query is their one home. */
export interface TaskFilters {
  keyword?: string;
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  positionTypeId?: string;
  settlementType?: string;
  rewardUnit?: string;
  features: string[];
  sort: TaskSort;
  pageNum: number;
  pageSize: number;
}

export const FEATURES_MAX = TASK_FILTER_LIMITS.features;

export const DEFAULT_FILTERS: TaskFilters = { features: [], sort: TASK_SORTS[0], pageNum: 1, pageSize: PAGE_SIZE_DEFAULT };

/** The query keys that are filters; anything else in the URL (sid, sourcecode, …) is left alone. */
export const FILTER_KEYS = [
  'keyword',
  'provinceCode',
  'cityCode',
  'districtCode',
  'positionTypeId',
  'settlementType',
  'rewardUnit',
  'features',
  'sort',
  'pageNum',
  'pageSize',
] as const;

const text = (value: string | null, max: number): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};
const region = (value: string | null) => (value && REGION_CODE_PATTERN.test(value.trim()) ? value.trim() : undefined);

function pageNumOf(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw.trim())) return 1;
  const n = Number(raw);
  return n < 1 ? 1 : Math.min(n, PAGE_NUM_MAX);
}

/**
 * Filters from a URL query. Whatever a hand-edited or old link holds is made valid rather than refused:
 * pageNum=abc → 1, pageSize=9999 → 30, a city code of letters → none, a huge page → the last page allowed.
 */
export function parseTaskFilters(params: URLSearchParams): TaskFilters {
  const city = region(params.get('cityCode'));
  // A hand-written link may name just the city: its 6-digit division code starts with its province's.
  const provinceCode = region(params.get('provinceCode')) ?? (city?.length === 6 ? `${city.slice(0, 2)}0000` : undefined);
  const cityCode = provinceCode ? city : undefined;
  const pageSize = Number(params.get('pageSize'));
  return {
    keyword: text(params.get('keyword'), TASK_FILTER_LIMITS.keyword),
    provinceCode,
    cityCode,
    districtCode: cityCode ? region(params.get('districtCode')) : undefined,
    positionTypeId: text(params.get('positionTypeId'), ID_MAX),
    settlementType: text(params.get('settlementType'), TASK_FILTER_LIMITS.settlementType),
    rewardUnit: text(params.get('rewardUnit'), TASK_FILTER_LIMITS.rewardUnit),
    features: [
      ...new Set(
        params
          .getAll('features')
          .map((f) => text(f, TASK_FILTER_LIMITS.feature))
          .filter((f): f is string => Boolean(f)),
      ),
    ].slice(0, FEATURES_MAX),
    sort: TASK_SORTS.find((s) => s === params.get('sort')) ?? DEFAULT_FILTERS.sort,
    pageNum: pageNumOf(params.get('pageNum')),
    pageSize: PAGE_SIZE_OPTIONS.find((s) => s === pageSize) ?? DEFAULT_FILTERS.pageSize,
  };
}

/** The filters as a query: defaults are left out, so a plain /findJob stays plain. Other keys of `base` are kept. */
export function taskFiltersQuery(filters: TaskFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const key of FILTER_KEYS) query.delete(key);
  const put = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) query.set(key, String(value));
  };
  put('keyword', filters.keyword);
  put('provinceCode', filters.provinceCode);
  put('cityCode', filters.cityCode);
  put('districtCode', filters.districtCode);
  put('positionTypeId', filters.positionTypeId);
  put('settlementType', filters.settlementType);
  put('rewardUnit', filters.rewardUnit);
  for (const feature of filters.features) query.append('features', feature);
  put('sort', filters.sort, DEFAULT_FILTERS.sort);
  put('pageNum', filters.pageNum, DEFAULT_FILTERS.pageNum);
  put('pageSize', filters.pageSize, DEFAULT_FILTERS.pageSize);
  return query;
}

/** The task_list_select payload: only the filters that are set. */
export function taskListRequest(filters: TaskFilters): TaskListRequest {
  const { features, ...rest } = filters;
  const request: TaskListRequest = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as TaskListRequest;
  return features.length ? { ...request, features } : request;
}

/** Whether any filter narrows the search (the sort and the page do not). */
export const hasNarrowingFilters = (f: TaskFilters): boolean =>
  Boolean(f.keyword || f.provinceCode || f.positionTypeId || f.settlementType || f.rewardUnit || f.features.length);
