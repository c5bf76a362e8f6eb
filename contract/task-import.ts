import { z } from 'zod';
import { TASK_IMPORT_PATHS } from './task-import.meta';
import { endpoint, id } from './http';

/**
 * The batch-import template (.xlsx): headers 姓名 手机号 身份证号 性别 年龄 学历 期望面试时间 备注 (task-import.meta.ts),
 * a drop-down for 学历 and 性别. The success answer is the file itself (an attachment), not the envelope.
 */
export const taskBatch = endpoint({
  path: TASK_IMPORT_PATHS.taskBatch,
  request: z.strictObject({}),
  response: z.custom<Blob>(),
});

export const importError = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number().int(),
  /** The column's header (姓名 …), or empty for the whole row. */
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.output<typeof importError>;

/** The text field beside the file (multipart; the spreadsheet in the field `file`). Login required. */
export const taskImportFields = z.strictObject({ orderId: id });

/**
 * Imports the filled template into an order: every row is checked with the rules of `/pc_candidate/auth/add`
 * (ownership E000701 included, and duplicates within the file); all rows are imported, or none. `ok: false`
 * lists every problem by row and column.
 */
export const taskImport = endpoint({
  path: TASK_IMPORT_PATHS.taskImport,
  request: taskImportFields,
  response: z.object({
    ok: z.boolean(),
    imported: z.number().int(),
    candidateIds: z.array(z.string()),
    errors: z.array(importError),
  }),
});
