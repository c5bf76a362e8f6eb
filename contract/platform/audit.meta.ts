/** The staff action log's plain values (no zod): the console shows the labels and offers them as filters. */

/**
 * Actions recorded by recordStaffAction, `area.verb`, with their labels. Add an action here when a platform write
 * starts recording it; an action without a label is shown as 其他操作.
 */
export const STAFF_ACTION_LABELS: Record<string, string> = {
  'staff.create': '新增员工',
  'staff.update': '修改员工',
  'verification.approve': '认证通过',
  'verification.reject': '认证驳回',
  'task.publish': '发布任务',
  'task.edit': '编辑任务',
  'task.close': '关闭任务',
  'candidate.move': '更新候选人状态',
  'order.status': '更新订单状态',
  'settlement.issue': '出具账单',
  'settlement.pay': '标记已付款',
  'settlement.payFailed': '付款失败',
  'settlement.rejectDispute': '驳回异议',
  'settlement.correct': '出具更正账单',
  'agreement.publish': '发布框架协议',
  'contract.create': '创建补充合同',
};

export const staffActionLabel = (action: string): string => STAFF_ACTION_LABELS[action] ?? '其他操作';

/** What an action was done to; a type without a label is shown as it is. */
export const STAFF_TARGET_LABELS: Record<string, string> = {
  staff: '员工',
  supplier: '供应商',
  verification: '认证',
  task: '任务',
  order: '订单',
  candidate: '候选人',
  settlement: '账单',
  agreement: '协议',
  contract: '合同',
};

export const STAFF_ACTION_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type StaffActionExportFormat = (typeof STAFF_ACTION_EXPORT_FORMATS)[number];
/** An export of the log holds at most this many rows; more is refused with a message to narrow the filters. */
export const STAFF_ACTION_EXPORT_MAX_ROWS = 200_000;
