import { ERROR_CODES } from '@contract/http.meta';
import type { HttpErrorInfo } from '@/lib/http';
import { useSettlementDetailBaseQuery } from './api';

export const codeOf = (error: unknown): string | null | undefined =>
  error && typeof error === 'object' && 'code' in error ? (error as HttpErrorInfo).code : undefined;

/** One bill's head, with "not found" (another supplier's id, a mistyped one) told apart from a failed load. */
export function useSettlement(settlementId: string) {
  const query = useSettlementDetailBaseQuery({ settlementId }, { skip: !settlementId });
  const code = query.isError ? codeOf(query.error) : undefined;
  const notFound = !settlementId || code === ERROR_CODES.notFound || code === ERROR_CODES.validation;
  // The member no longer holds the permission (changed while a notice about the bill waited in the bell).
  const noAccess = code === ERROR_CODES.forbidden;
  return {
    noAccess,
    bill: query.isError ? undefined : query.currentData,
    isLoading: !notFound && !query.isError && !query.currentData,
    isError: query.isError && !notFound && !noAccess,
    notFound,
    refetch: query.refetch,
    isFetching: query.isFetching,
  };
}
