import { Space } from 'antd';
import { useLocation, useParams } from 'react-router-dom';
import type { TaskDetail, TaskSummary } from '@contract/tasks';
import { paths, titles } from '@/config/paths';
import { PageFrame } from '@/components/ui/page-frame';
import { QueryState } from '@/components/ui/query-state';
import { ScreenLoading } from '@/components/ui/screen-loading';
import { usePageMeta } from '@/lib/page-meta';
import { selectIsLoggedIn } from '@/lib/state/global-slice';
import { frameworkSigningHref } from '@/features/agreements/links';
import { TakeOrderButton } from '@/features/orders';
import {
  AdviserContact,
  CollectButton,
  ComplaintButton,
  TaskDetailView,
  TaskHeadline,
  TaskLoginPrompt,
  TaskNotFound,
  placeOf,
  rewardOf,
  useTaskDetail,
} from '@/features/tasks';
import type { TaskLinkState } from '@/features/tasks';
import { loginRedirectFor } from '../access-check';
import { useAppSelector } from '../hooks';

/** 「{title} - 任务详情」 and a description from the task, as the server writes them for crawlers. */
function useTaskMeta(task: TaskSummary | undefined) {
  usePageMeta({
    title: task ? `${task.title} - ${titles.workDetail}` : undefined,
    description: task
      ? `${task.companyName}招聘${task.positionTypeName}（${placeOf(task).replace(' · ', '')}），${rewardOf(task).replace(' ', '')}，${task.settlementTypeLabel}。`
      : undefined,
    keywords: task ? [task.title, task.positionTypeName, `${task.cityName}${task.positionTypeName}`, task.companyName, task.settlementTypeLabel].join(',') : undefined,
  });
}

/** Take an order, collect, contact the adviser, complain: what a logged-in supplier can do with the task. */
function TaskActions({ task }: { task: TaskDetail }) {
  const { pathname } = useLocation();
  return (
    <Space orientation="vertical" align="end" size="middle">
      <TakeOrderButton taskId={task.taskId} title={task.title} status={task.status} ordered={task.ordered} signAgreementHref={frameworkSigningHref(pathname)} />
      <Space wrap>
        <CollectButton taskId={task.taskId} collected={task.collected} />
        <AdviserContact taskId={task.taskId} />
        <ComplaintButton taskId={task.taskId} complained={task.complained} />
      </Space>
    </Space>
  );
}

export default function WorkDetailScreen() {
  const { taskId = '' } = useParams();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { task, summary: fetched, isError, notFound, refetch, isFetching } = useTaskDetail(taskId, loggedIn);
  // Logged out: the task's public card, or until it arrives the card the visitor clicked, for the headline.
  const linked = (location.state as Partial<TaskLinkState> | null)?.task;
  const summary = fetched ?? (linked?.taskId === taskId ? linked : undefined);
  useTaskMeta(notFound ? undefined : (task ?? summary));

  let body;
  if (notFound) body = <TaskNotFound />;
  else if (!loggedIn) {
    body = (
      <>
        {summary && <TaskHeadline task={summary} />}
        <TaskLoginPrompt loginHref={loginRedirectFor(location)} />
      </>
    );
  } else {
    body = (
      <QueryState loading={!task} error={isError} onRetry={refetch} retrying={isFetching} skeleton={<ScreenLoading tip="正在加载任务…" />} errorText="任务详情加载失败">
        {task && <TaskDetailView task={task} actions={<TaskActions task={task} />} />}
      </QueryState>
    );
  }

  return (
    <PageFrame title="任务详情" breadcrumb={[{ title: '首页', to: paths.home }, { title: '找工作', to: paths.findJob }, { title: '任务详情' }]}>
      {body}
    </PageFrame>
  );
}
