import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ARTICLE_KEYWORD_MAX } from '@contract/cms.meta';
import { ID_MAX, PAGE_NUM_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@contract/http.meta';

/** The help centre's list as the URL holds it: the column, a keyword, the page. */
export interface ArticleQuery {
  columnId?: string;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const KEYS = ['columnId', 'keyword', 'pageNum', 'pageSize'] as const;
const isPageSize = (size: number): size is (typeof PAGE_SIZE_OPTIONS)[number] => PAGE_SIZE_OPTIONS.some((s) => s === size);

export function parseArticleQuery(params: URLSearchParams): ArticleQuery {
  const columnId = params.get('columnId')?.trim().slice(0, ID_MAX) || undefined;
  const keyword = params.get('keyword')?.trim().slice(0, ARTICLE_KEYWORD_MAX) || undefined;
  const rawPage = params.get('pageNum')?.trim() ?? '';
  const pageNum = /^\d+$/.test(rawPage) && Number(rawPage) >= 1 ? Math.min(Number(rawPage), PAGE_NUM_MAX) : 1;
  const size = Number(params.get('pageSize'));
  return { columnId, keyword, pageNum, pageSize: isPageSize(size) ? size : PAGE_SIZE_DEFAULT };
}

export function articleQueryParams(query: ArticleQuery, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of KEYS) next.delete(key);
  if (query.columnId) next.set('columnId', query.columnId);
  if (query.keyword) next.set('keyword', query.keyword);
  if (query.pageNum !== 1) next.set('pageNum', String(query.pageNum));
  if (query.pageSize !== PAGE_SIZE_DEFAULT) next.set('pageSize', String(query.pageSize));
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
