/** The tasks module's public face: other modules and ops use only what is exported here. */
export { createTaskService, taskIdOf, taskNotFound, type NoPlaceReason, type TaskService } from './service';
export { createTaskActions } from './actions';
export { taskRoutes } from './routes';
export { TASK_STATUS } from './status';
export { isTaskSite, taskSites, taskTerms, tasksMatching, type TaskTerms } from './lookups';
export type { NewTask, Task } from './schema';
export { allTaskContacts, analyzeTasks, countTakenPlace, insertTaskBatches, insertTaskSites, newestOpenTasks, oldestRoomyOpenTasks } from './demo-seed';
