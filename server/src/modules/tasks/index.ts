/** What other modules may use of the tasks module. */
export { createTaskLabels, type TaskLabels } from './labels';
export { taskIdOf, taskNotFound } from './service';
export { TASK_STATUS } from './status';
