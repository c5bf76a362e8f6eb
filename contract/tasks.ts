import { z } from 'zod';
import { endpoint, id, page, pageRequest, text, storable } from './http';
import {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_REASONS,
  REGION_CODE_MESSAGE,
  REGION_CODE_PATTERN,
  REWARD_UNITS,
  TASK_FILTER_LIMITS,
  TASK_PATHS,
  TASK_SORTS,
  TASK_STATUSES,
} from './tasks.meta';
import type { ComplaintReason } from './tasks.meta';

/** A task's reward unit (REWARD_UNITS); the server takes no other. */
export const rewardUnit = z.enum(REWARD_UNITS);

export * from './tasks.meta';

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
  rewardUnit,
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
  status: z.enum(TASK_STATUSES),
  description: z.string(),
  requirements: z.string(),
  workAddress: z.string(),
  workTime: z.string(),
  ageRange: z.string(),
  /** Whether this supplier already took an order / has an open complaint on the task. */
  ordered: z.boolean(),
  complained: z.boolean(),
});

const regionCode = storable().trim().regex(REGION_CODE_PATTERN, REGION_CODE_MESSAGE);

export const taskFilters = {
  keyword: text(TASK_FILTER_LIMITS.keyword).optional(),
  provinceCode: regionCode.optional(),
  cityCode: regionCode.optional(),
  districtCode: regionCode.optional(),
  positionTypeId: id.optional(),
  settlementType: text(TASK_FILTER_LIMITS.settlementType).optional(),
  rewardUnit: text(TASK_FILTER_LIMITS.rewardUnit).optional(),
  features: z
    .array(text(TASK_FILTER_LIMITS.feature))
    .max(TASK_FILTER_LIMITS.features, `最多选择 ${TASK_FILTER_LIMITS.features} 个特色`)
    .optional(),
  sort: z.enum(TASK_SORTS, '只能是 newest 或 reward').default('newest'),
};

export const selectTaskList = endpoint({
  path: TASK_PATHS.selectTaskList,
  request: z.strictObject({ ...taskFilters, ...pageRequest }),
  response: page(taskSummary),
});

export const getPositionRecommendList = endpoint({
  path: TASK_PATHS.getPositionRecommendList,
  request: z.strictObject({ size: z.number().int().min(1).max(30).default(12) }),
  response: z.array(z.object({ positionTypeId: z.string(), name: z.string(), taskCount: z.number().int() })),
});

export const getRecommendTasks = endpoint({
  path: TASK_PATHS.getRecommendTasks,
  /** `sort` (newest first by default, or best paid) is the server's addition to the call. */
  request: z.strictObject({ cityCode: taskFilters.cityCode, sort: taskFilters.sort, size: z.number().int().min(1).max(30).default(8) }),
  response: z.array(taskSummary),
});

export const getPersonRecommend = endpoint({
  path: TASK_PATHS.getPersonRecommend,
  request: z.strictObject({ size: z.number().int().min(1).max(30).default(8) }),
  response: z.array(taskSummary),
});

/**
 * What anyone may see of one task (the card's fields), for a visitor who opens a shared link before logging in.
 * Not in spec §7, which keeps the full detail login-only; this shows no more than the open list does.
 */
export const getTaskSummary = endpoint({
  path: TASK_PATHS.getTaskSummary,
  request: z.strictObject({ taskId: id }),
  response: taskSummary,
});

export const getTaskDetail = endpoint({
  path: TASK_PATHS.getTaskDetail,
  request: z.strictObject({ taskId: id }),
  response: taskDetail,
});

export const complainTask = endpoint({
  path: TASK_PATHS.complainTask,
  request: z.strictObject({
    taskId: id,
    reason: z.enum(complaintReasonCodes, '不是可选的投诉原因'),
    content: storable()
      .trim()
      .min(COMPLAINT_CONTENT_MIN, `至少 ${COMPLAINT_CONTENT_MIN} 个字`)
      .max(COMPLAINT_CONTENT_MAX, `不能超过 ${COMPLAINT_CONTENT_MAX} 个字`),
  }),
  response: z.object({ complaintId: z.string() }),
});

export const collectTask = endpoint({
  path: TASK_PATHS.collectTask,
  request: z.strictObject({ taskId: id, collect: z.boolean() }),
  response: z.object({ collected: z.boolean() }),
});

export const getCollectionPage = endpoint({
  path: TASK_PATHS.getCollectionPage,
  request: z.strictObject({ ...pageRequest }),
  /** `status`: a collected task may since have filled up or closed. */
  response: page(taskSummary.extend({ collectTime: z.string(), status: taskDetail.shape.status })),
});

export const getAdviser = endpoint({
  path: TASK_PATHS.getAdviser,
  request: z.strictObject({ taskId: id }),
  response: z.object({ name: z.string(), phone: z.string(), wechat: z.string().nullable() }),
});

export type TaskSummary = z.infer<typeof taskSummary>;
export type TaskDetail = z.infer<typeof taskDetail>;
export type TaskListRequest = z.input<typeof selectTaskList.request>;
