import { createApi } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Endpoint, RequestOf, ResponseOf } from '@contract/http';
import { isHttpError } from '@/lib/http/http-error';
import type { HttpErrorInfo } from '@/lib/http/http-error';
import { platformSend } from './client';

export interface PlatformArgs {
  path: string;
  payload: unknown;
}

const platformBaseQuery: BaseQueryFn<PlatformArgs, unknown, HttpErrorInfo> = async ({ path, payload }, { signal }) => {
  try {
    return { data: await platformSend(path, payload, { signal }) };
  } catch (error) {
    return { error: isHttpError(error) ? error.toInfo() : { kind: 'status', message: String(error) } };
  }
};

/** One tag per area; a write invalidates its area's lists, and 待办's counts. */
export const PLATFORM_TAGS = ['Todo', 'Supplier', 'Task', 'Order', 'Settlement', 'Agreement', 'Staff', 'Audit'] as const;
export type PlatformTag = (typeof PLATFORM_TAGS)[number];

/** The console's request cache; each area injects its endpoints (src/platform/api/). */
export const platformApi = createApi({
  reducerPath: 'platformApi',
  baseQuery: platformBaseQuery,
  tagTypes: PLATFORM_TAGS,
  endpoints: () => ({}),
});

/**
 * `query: at<typeof platformTasks.platformTaskList>('/auth/tasks/platformTaskList')`: the path literal is checked
 * against the contract's (types only, so zod stays out of the console's bundle).
 */
export const at =
  <E extends Endpoint>(path: E['path']) =>
  (payload: RequestOf<E>): PlatformArgs => ({ path, payload });

export type Req<E> = RequestOf<E>;
export type Res<E> = ResponseOf<E>;
