import { FILE_LIMIT_LABELS, FILE_LIMITS } from '@contract/files.meta';
import * as contract from '@contract/task-import';
import { file, upload, uploadFile, type RouteEntry } from '../../http/operation';
import { taskImport, taskImportErrors } from './service';
import { taskBatch } from './template';

const IMPORT_LIMITS = {
  maxFiles: 1,
  maxFileBytes: FILE_LIMITS.importMaxBytes,
  maxTotalBytes: FILE_LIMITS.importMaxBytes,
  fileLabel: FILE_LIMIT_LABELS.importMaxBytes,
  totalLabel: FILE_LIMIT_LABELS.importMaxBytes,
  maxFields: 3,
};

/** Importing writes candidates: a logged-in member of the order's supplier only, whatever the paths say. */
export const taskImportRoutes: RouteEntry[] = [
  file(contract.taskBatch, taskBatch, { publicMaxAge: 3600 }),
  upload(contract.taskImport, IMPORT_LIMITS, taskImport),
  uploadFile(contract.taskImportErrors, IMPORT_LIMITS, taskImportErrors),
];
