import { Space } from 'antd';
import { useLocation, useParams } from 'react-router-dom';
import type { TaskDetail } from '@contract/tasks';
import { QueryState } from '@/components/ui/query-state';
import { ScreenLoading } from '@/components/ui/screen-loading';
import { frameworkSigningHref } from '@/features/agreements/links';
import { TakeOrderButton } from '@/features/orders';
import { AdviserContact, CollectButton, ComplaintButton, TaskDetailView, useTaskDetail } from '@/features/tasks';

/** Take an order, collect, contact the adviser, complain: what a logged-in supplier can do with the task. */
function TaskActions({ task }: { task: TaskDetail }) {
  const { pathname } = useLocation();
  return (
    <Space orientation="vertical" align="end" size="middle">
      <TakeOrderButton
        taskId={task.taskId}
        title={task.title}
        status={task.status}
        ordered={task.ordered}
        signAgreementHref={frameworkSigningHref(pathname)}
      />
      <Space wrap>
        <CollectButton taskId={task.taskId} collected={task.collected} />
        <AdviserContact taskId={task.taskId} />
        <ComplaintButton taskId={task.taskId} complained={task.complained} />
      </Space>
    </Space>
  );
}

/**
 * The task detail page as a logged-in supplier sees it: every field and the actions, drawn with antd. Its own chunk,
 * loaded in AntdScope only once logged in (routes/work-detail.tsx): a visitor's detail page loads no antd. The
 * screen shows the not-found state itself (it asks for the same task: one request).
 */
export default function TaskDetailSection() {
  const { taskId = '' } = useParams();
  const { task, isError, refetch, isFetching } = useTaskDetail(taskId, true);
  return (
    <QueryState
      loading={!task}
      error={isError}
      onRetry={refetch}
      retrying={isFetching}
      skeleton={<ScreenLoading tip="正在加载任务…" />}
      errorText="任务详情加载失败"
    >
      {task && <TaskDetailView task={task} actions={<TaskActions task={task} />} />}
    </QueryState>
  );
}
