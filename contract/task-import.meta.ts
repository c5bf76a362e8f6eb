/**
 * The batch-import spreadsheet (`/task/batch/task_batch` gives it, `/task/batch/task_import` reads it), without
 * zod: the SPA can show the columns and the server reads them by these headers.
 */
export const IMPORT_COLUMNS = [
  { field: 'name', header: '姓名', required: true, hint: '2–20 个字' },
  { field: 'mobile', header: '手机号', required: true, hint: '11 位手机号' },
  { field: 'idNumber', header: '身份证号', required: true, hint: '18 位，末位可为 X；请按文本填写' },
  { field: 'sex', header: '性别', required: true, hint: '男 / 女，须与身份证一致' },
  { field: 'age', header: '年龄', required: true, hint: '周岁，须与身份证一致' },
  { field: 'degree', header: '学历', required: true, hint: '从下拉列表选择' },
  { field: 'expectedInterviewTime', header: '期望面试时间', required: false, hint: '如 2026-12-01 10:00（北京时间）' },
  { field: 'remark', header: '备注', required: false, hint: '500 字以内' },
] as const;
export type ImportField = (typeof IMPORT_COLUMNS)[number]['field'];

export const IMPORT_TEMPLATE_FILE_NAME = '候选人批量导入模板.xlsx';
export const IMPORT_SHEET_NAME = '候选人';
/** The column the annotated sheet (task_import_errors) writes each row's problems into; the import ignores it. */
export const IMPORT_ERROR_COLUMN = '错误说明';

/** The gateway paths of this domain's calls (the endpoints in task-import.ts use them). */
export const TASK_IMPORT_PATHS = {
  taskBatch: '/task/batch/task_batch',
  taskImport: '/task/batch/task_import',
  taskImportErrors: '/task/batch/task_import_errors',
} as const;
