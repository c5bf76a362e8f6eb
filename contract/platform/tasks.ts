import { z } from 'zod';
import { id, page, pageRequest, text } from '../http';
import { phone } from '../login';
import { rewardUnit, taskSummary, TASK_STATUSES } from '../tasks';
import { platformEndpoint } from './http';

/** The console's 任务: every field a supplier sees on 找工作, published, edited and closed by operators. */

export const PLATFORM_TASK_LIMITS = {
  title: 100,
  address: 200,
  companyName: 100,
  adviserName: 20,
  workTime: 100,
  description: 2000,
  requirements: 1000,
  features: 10,
  /** Integer fen: ¥99,999.99 per unit. */
  rewardMax: 9_999_999,
  personMax: 99_999,
} as const;

const L = PLATFORM_TASK_LIMITS;
const required = (max: number) => text(max).min(1, '不能为空');
const age = z.number().int('必须是整数').min(16, '不能小于 16').max(70, '不能大于 70');

/** What 发布任务 and the edit form send. Region, position and enum items by their codes (the reference lists). */
export const platformTaskFields = z.strictObject({
  title: required(L.title),
  cityCode: required(12),
  districtCode: text(12).min(1, '不能为空').nullish(),
  positionTypeId: id,
  /** Integer fen paid to the supplier per unit. */
  rewardAmount: z.number().int('以分为单位的整数').min(1, '不能小于 1 分').max(L.rewardMax, `不能大于 ${L.rewardMax} 分`),
  rewardUnit,
  settlementType: required(32),
  personNumber: z.number().int('必须是整数').min(1, '不能小于 1').max(L.personMax, `不能大于 ${L.personMax}`),
  features: z.array(required(32)).max(L.features, `最多 ${L.features} 个福利标签`).default([]),
  companyName: required(L.companyName),
  address: required(L.address),
  workTime: text(L.workTime).min(1, '不能为空').default('面议'),
  description: required(L.description),
  requirements: required(L.requirements),
  adviserName: required(L.adviserName),
  adviserPhone: phone,
  ageMin: age.nullish(),
  ageMax: age.nullish(),
});

/** A task as the console lists and edits it. */
export const platformTask = taskSummary.omit({ collected: true }).extend({
  status: z.enum(TASK_STATUSES),
  description: z.string(),
  requirements: z.string(),
  address: z.string(),
  workTime: z.string(),
  adviserName: z.string(),
  adviserPhone: z.string(),
  ageMin: z.number().int().nullable(),
  ageMax: z.number().int().nullable(),
});

export const platformTaskList = platformEndpoint({
  path: '/auth/tasks/list',
  request: z.strictObject({
    ...pageRequest,
    keyword: text(50).optional(),
    status: z.enum(TASK_STATUSES, '状态只能是 open、full 或 closed').optional(),
    cityCode: text(12).optional(),
  }),
  response: page(platformTask),
  roles: ['operator'],
});

export const platformTaskPublish = platformEndpoint({
  path: '/auth/tasks/publish',
  request: platformTaskFields,
  response: platformTask,
  roles: ['operator'],
});

export const platformTaskUpdate = platformEndpoint({
  path: '/auth/tasks/update',
  request: platformTaskFields.extend({ taskId: id }),
  response: platformTask,
  roles: ['operator'],
});

export const platformTaskClose = platformEndpoint({
  path: '/auth/tasks/close',
  request: z.strictObject({ taskId: id }),
  response: platformTask,
  roles: ['operator'],
});

export type PlatformTask = z.infer<typeof platformTask>;
export type PlatformTaskFields = z.input<typeof platformTaskFields>;
