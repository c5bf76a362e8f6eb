// Tasks ("my collections", which needs the table, is in ./collections): the find-job list and its URL filters, recommendations, the task detail and what a supplier does to a task.
export { tasksApi } from './api';
export { useTaskFilters, savedCity } from './use-task-filters';
export { parseTaskFilters, taskFiltersQuery, taskListRequest, DEFAULT_FILTERS } from './filters';
export type { TaskFilters, TaskSort } from './filters';
export { TaskResults } from './components/task-results';
export { RecommendPositions } from './components/recommend-positions';
export { RecommendTasks } from './components/recommend-tasks';
export { TaskDetailView } from './components/task-detail-view';
export { TaskHeadline, TaskHeadlinePending } from './components/task-headline';
export { TaskNotFound, TaskLoginPrompt } from './components/task-states';
export type { TaskLinkState } from './components/task-card';
export { CollectButton } from './components/collect-button';
export { ComplaintButton } from './components/complaint-modal';
export { AdviserContact } from './components/adviser-contact';
export { useTaskDetail } from './use-task-detail';
export { rewardOf, placeOf } from './format';
