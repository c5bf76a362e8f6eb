/** Batch import of candidates from the .xlsx template (`/task/batch/task_batch`, `/task/batch/task_import`). */
export { taskImportRoutes } from './routes';
export { taskImport, taskImportErrors } from './service';
export { buildTemplate, taskBatch } from './template';
