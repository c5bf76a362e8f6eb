import type { COMPLAINT_REASONS } from '@contract/tasks';

/** The complaint form's reasons, restated from the contract (values may not be imported); the type keeps them equal. */
export const COMPLAINT_REASON_OPTIONS: typeof COMPLAINT_REASONS = [
  { code: 'false_info', label: '虚假招聘信息' },
  { code: 'reward_mismatch', label: '薪酬与描述不符' },
  { code: 'fee_charged', label: '收取求职者费用' },
  { code: 'adviser_unreachable', label: '顾问无法联系' },
  { code: 'other', label: '其他' },
] as const;

export const COMPLAINT_CONTENT_MIN = 5;
export const COMPLAINT_CONTENT_MAX = 500;
