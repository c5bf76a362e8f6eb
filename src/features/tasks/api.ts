import type { tasks } from '@contract/index';
import { NOT_FOUND, args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';
import { feedsSeo, whenFulfilled } from '@/lib/state/feeds-seo';
import { TASK_PATHS } from '@contract/tasks.meta';

type SelectTaskList = typeof tasks.selectTaskList;
type PositionRecommend = typeof tasks.getPositionRecommendList;
type RecommendTasks = typeof tasks.getRecommendTasks;
type PersonRecommend = typeof tasks.getPersonRecommend;
type TaskDetail = typeof tasks.getTaskDetail;
type TaskSummaryCall = typeof tasks.getTaskSummary;
type Complain = typeof tasks.complainTask;
type Collect = typeof tasks.collectTask;
type CollectionPage = typeof tasks.getCollectionPage;
type Adviser = typeof tasks.getAdviser;

export const tasksApi = injectDomainEndpoints('tasks', (build) => ({
  selectTaskList: build.query<ResponseOf<SelectTaskList>, RequestOf<SelectTaskList>>({
    query: args<SelectTaskList>({ path: TASK_PATHS.selectTaskList }),
    onQueryStarted: feedsSeo('workListSeo'),
  }),
  getPositionRecommendList: build.query<ResponseOf<PositionRecommend>, RequestOf<PositionRecommend>>({
    query: args<PositionRecommend>({ path: TASK_PATHS.getPositionRecommendList }),
    onQueryStarted: feedsSeo('positionRecommendListSeo'),
  }),
  getRecommendTasks: build.query<ResponseOf<RecommendTasks>, RequestOf<RecommendTasks>>({
    query: args<RecommendTasks>({ path: TASK_PATHS.getRecommendTasks }),
    onQueryStarted: feedsSeo('recommendWorkSeo'),
  }),
  getPersonRecommend: build.query<ResponseOf<PersonRecommend>, RequestOf<PersonRecommend>>({
    query: args<PersonRecommend>({ path: TASK_PATHS.getPersonRecommend }),
    onQueryStarted: feedsSeo('recommendWorkSeo'),
  }),
  /** The card's fields for a visitor who is not logged in (the detail is login-only). */
  getTaskSummary: build.query<ResponseOf<TaskSummaryCall>, RequestOf<TaskSummaryCall>>({
    query: args<TaskSummaryCall>({ path: TASK_PATHS.getTaskSummary, quietCodes: NOT_FOUND }),
    // The task page's title, description and keywords are made from it (lib/state/seo-meta.ts).
    onQueryStarted: feedsSeo('jobSeo', (task: ResponseOf<TaskSummaryCall>) => ({ ...task })),
  }),
  getTaskDetail: build.query<ResponseOf<TaskDetail>, RequestOf<TaskDetail>>({
    query: args<TaskDetail>({ path: TASK_PATHS.getTaskDetail, quietCodes: NOT_FOUND }),
    providesTags: (_task, _error, { taskId }) => [{ type: 'Task', id: taskId }],
    onQueryStarted: feedsSeo('jobSeo', (task: ResponseOf<TaskDetail>) => ({ ...task })),
  }),
  getAdviser: build.query<ResponseOf<Adviser>, RequestOf<Adviser>>({
    query: args<Adviser>({ path: TASK_PATHS.getAdviser }),
  }),
  /** Optimistic: the heart changes at once and changes back if the gateway refuses. */
  collectTask: build.mutation<ResponseOf<Collect>, RequestOf<Collect>>({
    query: args<Collect>({ path: TASK_PATHS.collectTask }),
    async onQueryStarted({ taskId, collect }, { dispatch, queryFulfilled }) {
      const patch = dispatch(
        tasksApi.util.updateQueryData('getTaskDetail', { taskId }, (task) => {
          task.collected = collect;
        }),
      );
      await queryFulfilled.catch(() => patch.undo());
    },
    invalidatesTags: (result) => (result ? ['Collection'] : []),
  }),
  getCollectionPage: build.query<ResponseOf<CollectionPage>, RequestOf<CollectionPage>>({
    query: args<CollectionPage>({ path: TASK_PATHS.getCollectionPage }),
    providesTags: ['Collection'],
  }),
  complainTask: build.mutation<ResponseOf<Complain>, RequestOf<Complain>>({
    query: args<Complain>({ path: TASK_PATHS.complainTask }),
    onQueryStarted: whenFulfilled((_complaint: ResponseOf<Complain>, { taskId }: RequestOf<Complain>, dispatch) => {
      dispatch(
        tasksApi.util.updateQueryData('getTaskDetail', { taskId }, (task) => {
          task.complained = true;
        }),
      );
    }),
  }),
}));

export const {
  useSelectTaskListQuery,
  useGetPositionRecommendListQuery,
  useGetRecommendTasksQuery,
  useGetPersonRecommendQuery,
  useGetTaskSummaryQuery,
  useGetTaskDetailQuery,
  useLazyGetAdviserQuery,
  useCollectTaskMutation,
  useGetCollectionPageQuery,
  useComplainTaskMutation,
} = tasksApi;
