import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { seoValueSet } from './seo-modal-slice';
import type { KeyValue, SeoModalState } from './seo-modal-slice';

/** The part of RTK Query's `onQueryStarted` lifecycle these helpers use. */
export interface FulfilledApi<Data> {
  // As RTK Query types it: a feature's thunks (updateQueryData) need the root state, which shared code cannot name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dispatch: ThunkDispatch<any, unknown, UnknownAction>;
  queryFulfilled: Promise<{ data: Data }>;
}

/**
 * An `onQueryStarted` that runs `effect` with what the call returned, once it arrives. A failed call changes
 * nothing (the http layer has already told the user), and never surfaces as an unhandled rejection.
 */
export function whenFulfilled<Data, Arg = unknown>(effect: (data: Data, arg: Arg, dispatch: FulfilledApi<Data>['dispatch']) => void) {
  return async (arg: Arg, api: FulfilledApi<Data>): Promise<void> => {
    const result = await api.queryFulfilled.catch(() => null);
    if (result) effect(result.data, arg, api.dispatch);
  };
}

/**
 * An `onQueryStarted` that keeps what a query returned in the seoModal slice under `key` (spec §3), shaped by
 * `pick` when the key holds something other than the raw answer.
 */
export function feedsSeo<K extends keyof SeoModalState, Data = SeoModalState[K], Arg = unknown>(
  key: K,
  pick: (data: Data, arg: Arg) => SeoModalState[K] = (data) => data as unknown as SeoModalState[K],
) {
  return whenFulfilled<Data, Arg>((data, arg, dispatch) => {
    dispatch(seoValueSet({ key, value: pick(data, arg) } as KeyValue<SeoModalState>));
  });
}
