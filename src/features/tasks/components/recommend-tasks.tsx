import { QueryState } from '@/components/ui/query-state';
import { useGetPersonRecommendQuery, useGetRecommendTasksQuery } from '../api';
import { TaskGrid, TaskGridSkeleton } from './task-grid';

export interface RecommendTasksProps {
  /** Logged in: tasks like the ones the supplier took or collected (person_recommend). */
  personal: boolean;
  /** Logged out: the newest tasks, in the city picked last time if any. */
  cityCode?: string;
  size?: number;
}

export function RecommendTasks({ personal, cityCode, size = 6 }: RecommendTasksProps) {
  const general = useGetRecommendTasksQuery({ cityCode, size }, { skip: personal });
  const person = useGetPersonRecommendQuery({ size }, { skip: !personal });
  const { data, isLoading, isError, refetch } = personal ? person : general;
  return (
    <QueryState
      loading={isLoading}
      error={isError}
      empty={!data?.length}
      onRetry={refetch}
      skeleton={<TaskGridSkeleton count={size} />}
      emptyText="暂无推荐任务"
      errorText="推荐任务加载失败"
    >
      <TaskGrid tasks={data ?? []} />
    </QueryState>
  );
}
