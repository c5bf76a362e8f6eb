import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REGION_CODE_PATTERN } from '@contract/tasks.meta';
import { preSelectedCity } from '@/lib/local-cache';
import { DEFAULT_FILTERS, FILTER_KEYS, parseTaskFilters, taskFiltersQuery } from './filters';
import type { TaskFilters } from './filters';

type CityCodes = Pick<TaskFilters, 'provinceCode' | 'cityCode' | 'districtCode'>;

/** The city the user picked last (local storage), if it still reads as region codes. */
export function savedCity(): CityCodes | null {
  try {
    const codes: unknown = JSON.parse(preSelectedCity.get() ?? 'null');
    if (!Array.isArray(codes) || !codes.length || !codes.every((c) => typeof c === 'string' && REGION_CODE_PATTERN.test(c))) return null;
    const [provinceCode, cityCode, districtCode] = codes as string[];
    return { provinceCode, cityCode, districtCode };
  } catch {
    return null;
  }
}

/**
 * The find-job filters, kept in the URL query: a search can be shared, survives a reload, and the back button
 * steps through earlier searches. A malformed query is rewritten to what it means (replacing the entry); a
 * first visit without any filter starts from the city picked last time.
 */
export function useTaskFilters() {
  const [params, setParams] = useSearchParams();
  // A first visit without any filter starts from the saved city: part of the very first request, not a second one.
  const [pendingCity, setPendingCity] = useState(() => (FILTER_KEYS.some((key) => params.has(key)) ? null : savedCity()));
  const filters = useMemo(() => {
    const parsed = parseTaskFilters(params);
    return pendingCity ? { ...parsed, ...pendingCity } : parsed;
  }, [params, pendingCity]);

  useEffect(() => {
    const canonical = taskFiltersQuery(filters, params);
    if (canonical.toString() !== params.toString()) setParams(canonical, { replace: true });
    // Only once the URL holds the city: until then it is what the filters are read from.
    else if (pendingCity) setPendingCity(null);
  }, [filters, params, pendingCity, setParams]);

  /** Applies a change as a new history entry; any change but a page change starts again from page 1. */
  const update = useCallback(
    (patch: Partial<TaskFilters>) => setParams((prev) => taskFiltersQuery({ ...parseTaskFilters(prev), pageNum: 1, ...patch }, prev)),
    [setParams],
  );

  const setCity = useCallback(
    (codes: string[]) => {
      if (codes.length) preSelectedCity.set(JSON.stringify(codes.slice(0, 3)));
      else preSelectedCity.remove();
      update({ provinceCode: codes[0], cityCode: codes[1], districtCode: codes[2] });
    },
    [update],
  );

  const reset = useCallback(() => {
    preSelectedCity.remove();
    setParams((prev) => taskFiltersQuery(DEFAULT_FILTERS, prev));
  }, [setParams]);

  return { filters, update, setCity, reset };
}
