import { ERROR_CODES, ID_MAX } from '@contract/http.meta';
import type { HttpErrorInfo } from '@/lib/http';
import { useGetTaskDetailQuery, useGetTaskSummaryQuery } from './api';

/** Ids the gateway could know: 1–64 characters without surrounding space (contract `id`). */
const isPlausibleId = (taskId: string) => taskId.length > 0 && taskId.length <= ID_MAX && taskId.trim() === taskId;

const codeOf = (error: unknown) => (error && typeof error === 'object' && 'code' in error ? (error as HttpErrorInfo).code : undefined);

/**
 * The task's detail for a logged-in supplier (task_detail_get is login-only); logged out, only its public card
 * (task_summary_get), for the headline above the login prompt. `notFound` covers an id that cannot exist and
 * one the gateway does not know.
 */
export function useTaskDetail(taskId: string, loggedIn: boolean) {
  const plausible = isPlausibleId(taskId);
  const query = useGetTaskDetailQuery({ taskId }, { skip: !loggedIn || !plausible });
  const summaryQuery = useGetTaskSummaryQuery({ taskId }, { skip: loggedIn || !plausible });
  const asked = loggedIn ? query : summaryQuery;
  const code = asked.isError ? codeOf(asked.error) : undefined;
  const notFound = !plausible || code === ERROR_CODES.notFound || code === ERROR_CODES.validation;
  return {
    task: query.isError ? undefined : query.currentData,
    summary: summaryQuery.isError ? undefined : summaryQuery.currentData,
    isLoading: loggedIn && plausible && !query.isError && !query.currentData,
    /** Logged out: the public card is still on its way (the headline's place is held meanwhile). */
    summaryPending: !loggedIn && plausible && !summaryQuery.isError && !summaryQuery.currentData,
    isError: query.isError && !notFound,
    notFound,
    refetch: query.refetch,
    isFetching: query.isFetching,
  };
}
