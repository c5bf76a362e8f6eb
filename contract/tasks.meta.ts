/** Tasks' plain values (no zod): the SPA's filters and forms and the schemas in tasks.ts use the same ones. */

export const TASK_SORTS = ['newest', 'reward'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/**
 * What a task's reward (integer fen) is paid per. The server takes no other: the task remind filter refuses one,
 * and a bill's quantities are counted in these (SETTLEMENT_UNIT_LABELS). The seeded `rewardUnit` enum labels them.
 */
export const REWARD_UNITS = ['hour', 'day', 'month', 'piece', 'person'] as const;
export type RewardUnit = (typeof REWARD_UNITS)[number];

/** A task's state: taking orders, every place taken, or withdrawn. */
export const TASK_STATUSES = ['open', 'full', 'closed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Reasons a supplier may complain about a task; the list the complaint form offers. */
export const COMPLAINT_REASONS = [
  { code: 'false_info', label: '虚假招聘信息' },
  { code: 'reward_mismatch', label: '薪酬与描述不符' },
  { code: 'fee_charged', label: '收取求职者费用' },
  { code: 'adviser_unreachable', label: '顾问无法联系' },
  { code: 'other', label: '其他' },
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number]['code'];
/** A complaint's text, in characters after trimming. */
export const COMPLAINT_CONTENT_MIN = 5;
export const COMPLAINT_CONTENT_MAX = 500;

/** Division codes of the region filters (province, city, district). */
export const REGION_CODE_PATTERN = /^\d{2,12}$/;
export const REGION_CODE_MESSAGE = '地区编码格式不正确';
/** Limits of the task-list filters. */
export const TASK_FILTER_LIMITS = { keyword: 50, settlementType: 32, rewardUnit: 32, feature: 32, features: 10 } as const;

export const TASK_PATHS = {
  selectTaskList: '/pc_task/open/task_list_select',
  getPositionRecommendList: '/pc_task/open/position_recommend_list',
  getRecommendTasks: '/pc_task/open/recommend_task_get',
  getPersonRecommend: '/pc_task/auth/person_recommend',
  getTaskSummary: '/pc_task/open/task_summary_get',
  getTaskDetail: '/pc_task/auth/task_detail_get',
  complainTask: '/pc_task/auth/task_complaint',
  collectTask: '/pc_task/auth/collection',
  getCollectionPage: '/pc_task/auth/collection_page',
  getAdviser: '/pc_task/auth/adviser',
} as const;
