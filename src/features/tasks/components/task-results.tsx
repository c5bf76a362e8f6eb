import { useDeferredValue, useMemo } from 'react';
import { LightButton } from '@/components/light/button';
import { LightEmpty } from '@/components/light/empty';
import { Result } from '@/components/ui/result';
import { ListPagination } from '@/components/ui/list-pagination';
import { QueryState } from '@/components/ui/query-state';
import type { TaskSummary } from '@contract/tasks';
import { useSelectTaskListQuery } from '../api';
import { hasNarrowingFilters, taskListRequest } from '../filters';
import type { TaskFilters } from '../filters';
import { TaskGrid, TaskGridSkeleton } from './task-grid';

const NO_TASKS: TaskSummary[] = [];
/** Cards rendered with the page's first paint of the results (two rows on a wide screen, a screenful on a phone). */
const FIRST_CARDS = 6;

export interface TaskResultsProps {
  filters: TaskFilters;
  onPage: (pageNum: number, pageSize: number) => void;
  onReset: () => void;
}

/** One page of task_list_select for the filters, with its loading, error, empty and past-the-end states. */
export function TaskResults({ filters, onPage, onReset }: TaskResultsProps) {
  const request = useMemo(() => taskListRequest(filters), [filters]);
  const { currentData, data, isError, isFetching, refetch } = useSelectTaskListQuery(request);
  // While the next page loads, the last one stays under a spinner instead of blinking to placeholders.
  const page = currentData ?? (isFetching ? data : undefined);
  // A page of 30 cards is one long render on a slow phone. The first cards render at once; the whole page follows
  // as a deferred (interruptible) render, and the pagination only with it, so nothing it pushes down was on screen.
  const list = page?.list ?? NO_TASKS;
  const shown = useDeferredValue(list, list.length > FIRST_CARDS ? list.slice(0, FIRST_CARDS) : list);

  const narrowed = hasNarrowingFilters(filters);
  const empty = (
    <LightEmpty description={narrowed ? '没有找到符合条件的任务，换个条件试试' : '暂无在招任务'}>
      {narrowed && <LightButton onClick={onReset}>清空筛选条件</LightButton>}
    </LightEmpty>
  );
  if (page && page.total > 0 && page.list.length === 0) {
    const lastPage = Math.max(1, Math.ceil(page.total / filters.pageSize));
    return (
      <Result
        status="info"
        title={`第 ${filters.pageNum} 页没有任务`}
        subTitle={`共 ${page.total} 个任务，最多 ${lastPage} 页。`}
        extra={[
          <LightButton key="first" variant="primary" onClick={() => onPage(1, filters.pageSize)}>
            回到第一页
          </LightButton>,
          <LightButton key="last" onClick={() => onPage(lastPage, filters.pageSize)}>
            去最后一页
          </LightButton>,
        ]}
      />
    );
  }
  return (
    <QueryState
      loading={!page}
      error={isError}
      empty={page?.total === 0}
      onRetry={refetch}
      retrying={isFetching}
      skeleton={<TaskGridSkeleton />}
      emptyContent={empty}
      errorText="任务加载失败"
    >
      {page && (
        <div className={`light-spin-container${isFetching ? ' light-spin-container-busy' : ''}`} aria-busy={isFetching}>
          {isFetching && (
            <div className="light-spin-overlay" role="status">
              <span className="light-spinner" aria-hidden="true" />
              加载中…
            </div>
          )}
          <div className="light-spin-content">
            <p className="task-results-total">为您找到 {page.total} 个任务</p>
            <TaskGrid tasks={shown} />
            {shown === list && (
              <div className="task-results-pagination">
                <ListPagination pageNum={filters.pageNum} pageSize={filters.pageSize} total={page.total} onChange={onPage} />
              </div>
            )}
          </div>
        </div>
      )}
    </QueryState>
  );
}
