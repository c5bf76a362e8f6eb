import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The help centre's list as the URL holds it: the column, a keyword, the page. */
export interface ArticleQuery {
  columnId?: string;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const KEYS = ['columnId', 'keyword', 'pageNum', 'pageSize'] as const;
const PAGE_SIZES = [30, 50, 100];
const PAGE_NUM_MAX = 100_000;

export function parseArticleQuery(params: URLSearchParams): ArticleQuery {
  const columnId = params.get('columnId')?.trim().slice(0, 64) || undefined;
  const keyword = params.get('keyword')?.trim().slice(0, 50) || undefined;
  const rawPage = params.get('pageNum')?.trim() ?? '';
  const pageNum = /^\d+$/.test(rawPage) && Number(rawPage) >= 1 ? Math.min(Number(rawPage), PAGE_NUM_MAX) : 1;
  const size = Number(params.get('pageSize'));
  return { columnId, keyword, pageNum, pageSize: PAGE_SIZES.includes(size) ? size : PAGE_SIZES[0] };
}

export function articleQueryParams(query: ArticleQuery, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of KEYS) next.delete(key);
  if (query.columnId) next.set('columnId', query.columnId);
  if (query.keyword) next.set('keyword', query.keyword);
  if (query.pageNum !== 1) next.set('pageNum', String(query.pageNum));
  if (query.pageSize !== PAGE_SIZES[0]) next.set('pageSize', String(query.pageSize));
  return next;
}

/** The list's state in the URL (shareable, back button); a malformed query is rewritten to what it means. */
export function useArticleQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseArticleQuery(params), [params]);
  useEffect(() => {
    const canonical = articleQueryParams(query, params);
    if (canonical.toString() !== params.toString()) setParams(canonical, { replace: true });
  }, [query, params, setParams]);
  const update = useCallback(
    (patch: Partial<ArticleQuery>) => setParams((prev) => articleQueryParams({ ...parseArticleQuery(prev), pageNum: 1, ...patch }, prev)),
    [setParams],
  );
  return { query, update };
}
