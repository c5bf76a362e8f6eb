/**
 * The console's 结算 without zod: the attendance sheet (.xlsx) a bill is issued from, and its template. One row per
 * hired candidate of the order: the quantity in the task's reward unit (hours, days, months, pieces or persons,
 * at most two decimals), an optional deduction in yuan (two decimals) with its reason.
 */
export const ATTENDANCE_SHEET_NAME = '考勤表';
export const ATTENDANCE_TEMPLATE_FILE_NAME = '考勤表模板.xlsx';

export const ATTENDANCE_COLUMNS = [
  { field: 'candidateId', header: '候选人编号', required: true },
  { field: 'name', header: '姓名', required: false },
  { field: 'quantity', header: '数量', required: true },
  { field: 'deduction', header: '扣款（元）', required: false },
  { field: 'deductionReason', header: '扣款原因', required: false },
] as const;
export type AttendanceField = (typeof ATTENDANCE_COLUMNS)[number]['field'];
