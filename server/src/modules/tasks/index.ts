/** The tasks module's public face: other modules and ops use only what is exported here. */
export { claimPlace, createTask, taskIdOf, taskNotFound, whyNoPlace, type NoPlaceReason, type TaskOrders } from './service';
export { createTaskFace, type TaskService } from './face';
export { platformTaskRoutes, taskRoutes } from './routes';
export { publishTask, resolveTaskDraft, type TaskDraft } from './publish';
export { TASK_STATUS } from './status';
export { isTaskSite, taskSites, taskTerms, tasksMatching, type TaskTerms } from './lookups';
export type { NewTask, Task } from './schema';
export {
  allTaskContacts,
  analyzeTasks,
  countTakenPlace,
  insertTaskBatches,
  insertTaskSites,
  newestOpenTasks,
  oldestRoomyOpenTasks,
} from './demo-seed';
