import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { collectionCount } from './actions';
import { createTaskLabels, type TaskLabels, type TaskReference } from './labels';
import { countOpenTasks, taskForPage, type TaskListQuery } from './service';

export interface TaskService {
  labels: () => Promise<TaskLabels>;
  count(q: Omit<TaskListQuery, 'pageNum' | 'pageSize'>): Promise<number>;
  forPage: (id: number) => ReturnType<typeof taskForPage>;
  collectionCount(userId: number): Promise<number>;
}

/**
 * The tasks module's part of the ctx (built once by compose.ts): the labels cache, and the reads other modules
 * make without importing this one (the SEO pages, the profile's counter).
 */
export function createTaskFace({ db, clock, reference }: { db: Db; clock: Clock; reference: TaskReference }): TaskService {
  const labels = createTaskLabels({ clock, reference });
  return {
    labels,
    count: (q: Omit<TaskListQuery, 'pageNum' | 'pageSize'>) => countOpenTasks({ db, labels }, q),
    forPage: (id: number) => taskForPage(db, id),
    collectionCount: (userId: number) => collectionCount(db, userId),
  };
}
