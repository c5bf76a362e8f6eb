import { useLocation, useParams } from 'react-router-dom';
import type { TaskSummary } from '@contract/tasks';
import { paths, titles } from '@/config/paths';
import { PageFrame } from '@/components/ui/page-frame';
import { lazyScreen, withAntdScope } from '@/components/ui/lazy-screen';
import { usePageMeta } from '@/lib/page-meta';
import { selectIsLoggedIn } from '@/lib/state/global-slice';
import { jobSeoOf } from '@/lib/state/seo-meta';
import { TaskHeadline, TaskHeadlinePending, TaskLoginPrompt, TaskNotFound, placeOf, rewardOf, useTaskDetail } from '@/features/tasks';
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
    keywords: task
      ? [task.title, task.positionTypeName, `${task.cityName}${task.positionTypeName}`, task.companyName, task.settlementTypeLabel].join(
          ',',
        )
      : undefined,
  });
}

/**
 * What a logged-in supplier sees (the fields, take order, collect, adviser, complaint; antd's), its own chunk in
 * AntdScope: a logged-out visit of this page loads no antd (app/router.tsx, LIGHT_SCREENS).
 */
const TaskDetailSection = lazyScreen(withAntdScope(() => import('../task-detail-section')));

export default function WorkDetailScreen() {
  const { taskId = '' } = useParams();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { summary: fetched, summaryPending, notFound } = useTaskDetail(taskId, loggedIn);
  // Logged out: the task's public card, or until it arrives the card the visitor clicked, for the headline.
  const linked = (location.state as Partial<TaskLinkState> | null)?.task;
  const summary = fetched ?? (linked?.taskId === taskId ? linked : undefined);
  // The head is made from the task the seoModal slice holds (its summary or detail call's answer); until it arrives,
  // from the card the visitor clicked.
  const known = useAppSelector((state) => jobSeoOf<TaskSummary>(state.seoModal, taskId));
  useTaskMeta(notFound ? undefined : (known ?? (linked?.taskId === taskId ? linked : undefined)));

  let body;
  if (notFound) body = <TaskNotFound />;
  else if (!loggedIn) {
    body = (
      <>
        {summary ? <TaskHeadline task={summary} /> : summaryPending && <TaskHeadlinePending />}
        <TaskLoginPrompt loginHref={loginRedirectFor(location)} />
      </>
    );
  } else body = <TaskDetailSection />;

  return (
    <PageFrame
      title="任务详情"
      breadcrumb={[{ title: '首页', to: paths.home }, { title: '找工作', to: paths.findJob }, { title: '任务详情' }]}
    >
      {body}
    </PageFrame>
  );
}
