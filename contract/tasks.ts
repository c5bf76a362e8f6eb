import { z } from 'zod';
import { endpoint, id, page, pageRequest, text } from './http';

export const TASK_SORTS = ['newest', 'reward'] as const;

/** Reasons a supplier may complain about a task; the list the complaint form offers. */
export const COMPLAINT_REASONS = [
  { code: 'false_info', label: '虚假招聘信息' },
  { code: 'reward_mismatch', label: '薪酬与描述不符' },
  { code: 'fee_charged', label: '收取求职者费用' },
  { code: 'adviser_unreachable', label: '顾问无法联系' },
  { code: 'other', label: '其他' },
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number]['code'];
const complaintReasonCodes = COMPLAINT_REASONS.map((r) => r.code) as [ComplaintReason, ...ComplaintReason[]];

export const taskSummary = z.object({
  taskId: z.string(),
  title: z.string(),
  companyName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string().nullable(),
  districtName: z.string().nullable(),
  positionTypeId: z.string(),
  positionTypeName: z.string(),
  settlementType: z.string(),
  settlementTypeLabel: z.string(),
  /** Integer fen. */
  rewardAmount: z.number().int(),
  rewardUnit: z.string(),
  rewardUnitLabel: z.string(),
  features: z.array(z.object({ code: z.string(), label: z.string() })),
  /** How many people the task takes in all, and how many places orders have taken. */
  personNumber: z.number().int(),
  takenCount: z.number().int(),
  publishTime: z.string(),
  /** Personalised for a logged-in supplier; false otherwise. */
  collected: z.boolean(),
});

export const taskDetail = taskSummary.extend({
  status: z.enum(['open', 'full', 'closed']),
  description: z.string(),
  requirements: z.string(),
  workAddress: z.string(),
  workTime: z.string(),
  ageRange: z.string(),
  /** Whether this supplier already took an order / has an open complaint on the task. */
  ordered: z.boolean(),
  complained: z.boolean(),
});

export const taskFilters = {
  keyword: text(50).optional(),
  provinceCode: z.string().trim().regex(/^\d{2,12}$/, '地区编码格式不正确').optional(),
  cityCode: z.string().trim().regex(/^\d{2,12}$/, '地区编码格式不正确').optional(),
  districtCode: z.string().trim().regex(/^\d{2,12}$/, '地区编码格式不正确').optional(),
  positionTypeId: id.optional(),
  settlementType: text(32).optional(),
  rewardUnit: text(32).optional(),
  features: z.array(text(32)).max(10, '最多选择 10 个特色').optional(),
  sort: z.enum(TASK_SORTS, '只能是 newest 或 reward').default('newest'),
};

export const selectTaskList = endpoint({
  path: '/pc_task/open/task_list_select',
  request: z.strictObject({ ...taskFilters, ...pageRequest }),
  response: page(taskSummary),
});

export const getPositionRecommendList = endpoint({
  path: '/pc_task/open/position_recommend_list',
  request: z.strictObject({ size: z.number().int().min(1).max(30).default(12) }),
  response: z.array(z.object({ positionTypeId: z.string(), name: z.string(), taskCount: z.number().int() })),
});

export const getRecommendTasks = endpoint({
  path: '/pc_task/open/recommend_task_get',
  /** `sort` (newest first by default, or best paid) is the server's addition to the call. */
  request: z.strictObject({ cityCode: taskFilters.cityCode, sort: taskFilters.sort, size: z.number().int().min(1).max(30).default(8) }),
  response: z.array(taskSummary),
});

export const getPersonRecommend = endpoint({
  path: '/pc_task/auth/person_recommend',
  request: z.strictObject({ size: z.number().int().min(1).max(30).default(8) }),
  response: z.array(taskSummary),
});

/**
 * What anyone may see of one task (the card's fields), for a visitor who opens a shared link before logging in.
 * Not in spec §7, which keeps the full detail login-only; this shows no more than the open list does.
 */
export const getTaskSummary = endpoint({
  path: '/pc_task/open/task_summary_get',
  request: z.strictObject({ taskId: id }),
  response: taskSummary,
});

export const getTaskDetail = endpoint({
  path: '/pc_task/auth/task_detail_get',
  request: z.strictObject({ taskId: id }),
  response: taskDetail,
});

export const complainTask = endpoint({
  path: '/pc_task/auth/task_complaint',
  request: z.strictObject({
    taskId: id,
    reason: z.enum(complaintReasonCodes, '不是可选的投诉原因'),
    content: z.string().trim().min(5, '至少 5 个字').max(500, '不能超过 500 个字'),
  }),
  response: z.object({ complaintId: z.string() }),
});

export const collectTask = endpoint({
  path: '/pc_task/auth/collection',
  request: z.strictObject({ taskId: id, collect: z.boolean() }),
  response: z.object({ collected: z.boolean() }),
});

export const getCollectionPage = endpoint({
  path: '/pc_task/auth/collection_page',
  request: z.strictObject({ ...pageRequest }),
  /** `status`: a collected task may since have filled up or closed. */
  response: page(taskSummary.extend({ collectTime: z.string(), status: taskDetail.shape.status })),
});

export const getAdviser = endpoint({
  path: '/pc_task/auth/adviser',
  request: z.strictObject({ taskId: id }),
  response: z.object({ name: z.string(), phone: z.string(), wechat: z.string().nullable() }),
});

export type TaskSummary = z.infer<typeof taskSummary>;
export type TaskDetail = z.infer<typeof taskDetail>;
export type TaskListRequest = z.input<typeof selectTaskList.request>;
