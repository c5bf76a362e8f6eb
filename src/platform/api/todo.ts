import type * as D from '@contract/platform/todo';
import { at, platformApi } from '../http/api';
import type { Req, Res } from '../http/api';

type Counts = typeof D.platformTodoCounts;

export const todoApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    platformTodoCounts: build.query<Res<Counts>, Req<Counts>>({ query: at<Counts>('/auth/todo/counts'), providesTags: ['Todo'] }),
  }),
});

export const { usePlatformTodoCountsQuery } = todoApi;
