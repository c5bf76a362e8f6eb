import type { TaskDetail } from '@contract/tasks';

/** task.status. Only open tasks are listed and can be taken; a task is full once its last place is taken. */
export const TASK_STATUS = { open: 1, paused: 2, closed: 3, full: 4 } as const;

/** The contract knows no "paused": to a supplier a paused task is as unavailable as a closed one. */
export function taskStatusName(status: number): TaskDetail['status'] {
  if (status === TASK_STATUS.open) return 'open';
  if (status === TASK_STATUS.full) return 'full';
  return 'closed';
}

export const COMPLAINT_STATUS = { open: 1, handled: 2 } as const;
