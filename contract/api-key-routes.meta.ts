/** Which gateway path an API key may call and the scope it needs (the server's key hook and the API reference). */
import type { ApiKeyScope } from './api-keys.meta';
import { CANDIDATE_PATHS } from './candidates.meta';
import { ORDER_PATHS } from './orders.meta';
import { RESUME_PATHS } from './resumes.meta';
import { SETTLEMENT_PATHS } from './settlements.meta';
import { TASK_IMPORT_PATHS } from './task-import.meta';

export interface KeyRoute {
  scope: ApiKeyScope;
  /** What the call does, in Chinese: the audit trail's line for a write made with a key, the API reference's summary. */
  label: string;
  /** A call whose body sets this field to true changes data and needs `scope` of its own (a resubmitted bill). */
  writeWhen?: { field: string; scope: ApiKeyScope; label: string };
}

const route = (scope: ApiKeyScope, label: string, writeWhen?: KeyRoute['writeWhen']): KeyRoute =>
  writeWhen ? { scope, label, writeWhen } : { scope, label };

/**
 * The gateway paths a key may call and the scope each needs. Every other path (login, members, bank accounts,
 * verification, agreements, the keys themselves, webhooks …) answers a key with 403: a key never reaches what
 * it was not made for, including paths added later.
 */
export const API_KEY_ROUTE_SCOPES: Record<string, KeyRoute> = {
  [ORDER_PATHS.myOrderList]: route('orders:read', '订单列表'),
  [ORDER_PATHS.myOrderExport]: route('orders:read', '导出订单'),
  [ORDER_PATHS.goingOrderList]: route('orders:read', '进行中的订单'),
  [ORDER_PATHS.donorRecordList]: route('orders:read', '供应商记录'),
  [ORDER_PATHS.donorRecordExport]: route('orders:read', '导出供应商记录'),
  [ORDER_PATHS.donateStatistics]: route('orders:read', '推荐统计'),
  [ORDER_PATHS.myCommission]: route('orders:read', '佣金统计'),
  [CANDIDATE_PATHS.talentList]: route('candidates:read', '候选人列表'),
  [CANDIDATE_PATHS.talentExport]: route('candidates:read', '导出候选人'),
  [CANDIDATE_PATHS.detailLook]: route('candidates:read', '候选人详情'),
  [CANDIDATE_PATHS.selectSiteList]: route('candidates:read', '面试地点'),
  [CANDIDATE_PATHS.checkCandidate]: route('candidates:read', '检查能否推荐'),
  [RESUME_PATHS.resumeDraftList]: route('candidates:read', '待确认的简历'),
  [TASK_IMPORT_PATHS.taskImportErrors]: route('candidates:read', '标注导入表的问题'),
  [CANDIDATE_PATHS.addCandidate]: route('candidates:write', '推荐候选人'),
  [CANDIDATE_PATHS.updateCandidate]: route('candidates:write', '修改候选人'),
  [CANDIDATE_PATHS.detailAdd]: route('candidates:write', '添加候选人履历'),
  [CANDIDATE_PATHS.detailEdit]: route('candidates:write', '修改候选人履历'),
  [CANDIDATE_PATHS.setRemark]: route('candidates:write', '修改候选人备注'),
  [CANDIDATE_PATHS.setExpectedInterviewTime]: route('candidates:write', '修改期望面试时间'),
  [CANDIDATE_PATHS.shareInfo]: route('candidates:write', '生成候选人分享链接'),
  [RESUME_PATHS.parseResumeTalent]: route('candidates:write', '上传简历'),
  [RESUME_PATHS.bulkParseResumeTalent]: route('candidates:write', '批量上传简历'),
  [RESUME_PATHS.editResumeTalent]: route('candidates:write', '修改简历识别结果'),
  [RESUME_PATHS.addResumeTalent]: route('candidates:write', '从简历推荐候选人'),
  [RESUME_PATHS.discardResumeDraft]: route('candidates:write', '删除简历草稿'),
  [RESUME_PATHS.uploadResumeUniqueCode]: route('candidates:write', '获取上传码'),
  [TASK_IMPORT_PATHS.taskImport]: route('candidates:write', '批量导入候选人'),
  [SETTLEMENT_PATHS.page]: route('settlements:read', '结算单列表'),
  [SETTLEMENT_PATHS.pageExport]: route('settlements:read', '导出结算单列表'),
  [SETTLEMENT_PATHS.count]: route('settlements:read', '结算单统计'),
  [SETTLEMENT_PATHS.detailBase]: route('settlements:read', '结算单详情'),
  [SETTLEMENT_PATHS.detailList]: route('settlements:read', '结算单明细'),
  [SETTLEMENT_PATHS.export]: route('settlements:read', '导出结算单'),
  [SETTLEMENT_PATHS.failCheck]: route('settlements:read', '付款失败信息', {
    field: 'resubmit',
    scope: 'settlements:write',
    label: '重新提交付款',
  }),
  [SETTLEMENT_PATHS.confirm]: route('settlements:write', '确认结算单或提出异议'),
  [SETTLEMENT_PATHS.delete]: route('settlements:write', '删除结算单'),
};

/** Scopes that change data: every successful call made under one is written to the audit trail. */
export const API_KEY_WRITE_SCOPES: readonly ApiKeyScope[] = ['candidates:write', 'settlements:write'];
