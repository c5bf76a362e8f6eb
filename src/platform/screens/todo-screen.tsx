import { Link } from 'react-router-dom';
import type { TodoArea, TodoCounts } from '@contract/platform/todo';
import { usePlatformTodoCountsQuery } from '../api/todo';
import { useTodoLive } from '../app/use-todo-live';
import { PLATFORM_PATHS } from '../app/paths';

/** What each count is and where its work is done (the contract's TODO_AREA_LABELS, without its zod). */
const AREAS: { area: TodoArea; label: string; to: string }[] = [
  { area: 'verifications', label: '待审核的认证', to: `${PLATFORM_PATHS.suppliers}?verifyStatus=1` },
  { area: 'disputes', label: '待处理的异议', to: `${PLATFORM_PATHS.settlements}?status=disputed` },
  { area: 'failedPayouts', label: '付款失败的结算单', to: `${PLATFORM_PATHS.settlements}?status=failed` },
  { area: 'newCandidates', label: '待初筛的候选人', to: PLATFORM_PATHS.orders },
];

/** 待办: what waits for staff, counted; the counts follow the server live (the area of another role is left out). */
export function TodoScreen() {
  useTodoLive();
  const { data, isLoading, error } = usePlatformTodoCountsQuery({});
  const shown = AREAS.filter(({ area }) => !data || (data as TodoCounts)[area] !== null);
  return (
    <>
      <h1>待办</h1>
      {isLoading && <p aria-busy="true">加载中…</p>}
      {error && !data && <p role="alert">待办加载失败，请刷新页面重试</p>}
      {data && (
        <ul className="todo-cards">
          {shown.map(({ area, label, to }) => (
            <li key={area}>
              <Link to={to} className="todo-card">
                <span className="todo-count" data-area={area}>
                  {data[area] ?? 0}
                </span>
                <span className="todo-label">{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data && shown.length === 0 && <p>暂无待办</p>}
    </>
  );
}
