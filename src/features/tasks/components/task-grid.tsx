import type { TaskSummary } from '@contract/tasks';
import { LightSkeleton } from '@/components/light/skeleton';
import { TaskCard } from './task-card';

/** Task cards: one to a row on a phone, two from 768 px, `columns` from 992 px (styles/public-pages.css). */
export function TaskGrid({ tasks, columns = 3 }: { tasks: TaskSummary[]; columns?: 2 | 3 }) {
  return (
    <div className={`task-grid task-grid-${columns}`} role="list" aria-label="任务列表">
      {tasks.map((task) => (
        <div key={task.taskId} role="listitem">
          <TaskCard task={task} />
        </div>
      ))}
    </div>
  );
}

/** Placeholders shaped like task cards, while the first page loads. */
export function TaskGridSkeleton({ count = 6, columns = 3 }: { count?: number; columns?: 2 | 3 }) {
  return (
    <div className={`task-grid task-grid-${columns}`} aria-busy="true" aria-label="任务加载中">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="task-card light-card light-card-bordered">
          <LightSkeleton titleWidth="70%" rows={3} />
        </div>
      ))}
    </div>
  );
}
