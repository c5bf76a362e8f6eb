import type * as T from '@contract/platform/tasks';
import { at, platformApi } from '../http/api';
import type { Req, Res } from '../http/api';

type List = typeof T.platformTaskList;
type Publish = typeof T.platformTaskPublish;
type Update = typeof T.platformTaskUpdate;
type Close = typeof T.platformTaskClose;

export const tasksApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    platformTaskList: build.query<Res<List>, Req<List>>({ query: at<List>('/auth/tasks/list'), providesTags: ['Task'] }),
    platformTaskPublish: build.mutation<Res<Publish>, Req<Publish>>({
      query: at<Publish>('/auth/tasks/publish'),
      invalidatesTags: ['Task', 'Audit'],
    }),
    platformTaskUpdate: build.mutation<Res<Update>, Req<Update>>({
      query: at<Update>('/auth/tasks/update'),
      invalidatesTags: ['Task', 'Audit'],
    }),
    platformTaskClose: build.mutation<Res<Close>, Req<Close>>({
      query: at<Close>('/auth/tasks/close'),
      invalidatesTags: ['Task', 'Audit'],
    }),
  }),
});

export const { usePlatformTaskListQuery, usePlatformTaskPublishMutation, usePlatformTaskUpdateMutation, usePlatformTaskCloseMutation } =
  tasksApi;
