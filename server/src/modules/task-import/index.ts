/** Batch import of candidates from the .xlsx template (`/task/batch/task_batch`, `/task/batch/task_import`). */
export { taskImportRoutes } from './routes';
export { createTaskImportService, type TaskImportService } from './service';
export { buildTemplate } from './template';
export { sheetsOf, type SheetReader } from './read-sheet';
