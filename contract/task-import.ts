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

/**
 * The text fields beside the file (multipart; the spreadsheet in the field `file`). Login required. `skipInvalid`
 * ("true" / "false", default false): import the rows that pass and answer the others instead of importing nothing.
 */
export const taskImportFields = z.strictObject({
  orderId: id,
  skipInvalid: z
    .enum(['true', 'false'], 'skipInvalid 只能是 true 或 false')
    .optional()
    .transform((v) => v === 'true'),
});

/**
 * Imports the filled template into an order: every row is checked with the rules of `/pc_candidate/auth/add`
 * (ownership E000701 included, people already on the order, and duplicates within the file), all in one pass.
 * Without skipInvalid all rows are imported or none; with it, the rows that pass are. `ok`: something was
 * imported (every row, or with skipInvalid the valid ones); `errors` lists every problem by row and column, in
 * the template's own words.
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

/**
 * The same multipart request as task_import (skipInvalid ignored): nothing is imported; the answer is the uploaded
 * sheet itself (an .xlsx attachment) with a column 错误说明 holding each row's problems and the wrong cells shaded,
 * for the person to fix and upload again. Refusals (another supplier's order, not an .xlsx …) are the envelope.
 */
export const taskImportErrors = endpoint({
  path: TASK_IMPORT_PATHS.taskImportErrors,
  request: taskImportFields,
  response: z.custom<Blob>(),
});
