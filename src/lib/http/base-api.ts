import { createApi } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, EndpointBuilder, EndpointDefinitions } from '@reduxjs/toolkit/query/react';
import { send } from './client';
import { isHttpError } from './http-error';
import type { HttpErrorInfo } from './http-error';
import type { CallArgs, Endpoint, MetaOf, RequestOf } from './types';

/** RTK Query over the axios client: the session rules and error toasts stay in the http layer. */
export const contractBaseQuery: BaseQueryFn<CallArgs, unknown, HttpErrorInfo> = async ({ meta, payload }, { signal }) => {
  try {
    return { data: await send(meta, payload, { signal }) };
  } catch (error) {
    return { error: isHttpError(error) ? error.toInfo() : { kind: 'status', message: String(error) } };
  }
};

/**
 * `Task` (one task's detail, by id) and `Collection` (my collections) are shared by the tasks and orders features;
 * `Order` and `Candidate` by the orders and candidates features; each other tag belongs to the feature it names.
 * One per line, so features added side by side merge cleanly.
 */
export const TAG_TYPES = [
  'LoginInfo',
  'Article',
  'Task',
  'Collection',
  'Order',
  'Candidate',
  'ResumeDraft',
  'Member',
  'Notice',
  'TaskRemind',
  'Settlement',
  'Agreement',
  'Company',
  'ApiKey',
  'Webhook',
  'Email',
  'MessageChannels',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/** The one request cache; every feature injects its endpoints into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** `query: args(meta)` turns a contract endpoint's payload into the base query's arguments. */
export const args =
  <E extends Endpoint>(meta: MetaOf<E>) =>
  (payload: RequestOf<E>): CallArgs => ({ meta, payload });

type Build = EndpointBuilder<typeof contractBaseQuery, (typeof TAG_TYPES)[number], 'api'>;

const endpointDomains = new Map<string, string>();

/** Injects a domain's endpoints (spec §7 call groups) and remembers the domain for its loading flag. */
export function injectDomainEndpoints<D extends EndpointDefinitions>(domain: string, endpoints: (build: Build) => D) {
  return baseApi.injectEndpoints({
    endpoints: (build) => {
      const definitions = endpoints(build);
      for (const name of Object.keys(definitions)) endpointDomains.set(name, domain);
      return definitions;
    },
  });
}

type ApiSlice = ReturnType<typeof baseApi.reducer>;
interface WithApi {
  api: ApiSlice;
}

const pendingEndpoints = (state: WithApi): string[] =>
  [...Object.values(state.api.queries), ...Object.values(state.api.mutations)]
    .filter((entry) => entry?.status === 'pending')
    .map((entry) => entry?.endpointName ?? '');

/** Loading flags (spec §4): any call at all, or any call of one domain. Per call, use the hook's isLoading. */
export const selectIsLoading = (state: WithApi): boolean => pendingEndpoints(state).length > 0;
export const selectIsDomainLoading = (state: WithApi, domain: string): boolean =>
  pendingEndpoints(state).some((name) => endpointDomains.get(name) === domain);
