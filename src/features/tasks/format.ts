import type { TaskSummary } from '@contract/tasks';
import { formatReward } from '@/lib/money';
import type { TaskStatus } from '@contract/tasks.meta';
import { beijingTime } from '@/lib/time';

/** A task's status as a word and its tag colour (the detail's headline and 我的收藏). */
export const TASK_STATUS_LABELS: Record<TaskStatus, { label: string; color: 'green' | 'orange' | 'default' }> = {
  open: { label: '招募中', color: 'green' },
  full: { label: '已满员', color: 'orange' },
  closed: { label: '已下架', color: 'default' },
};

export const rewardOf = (task: Pick<TaskSummary, 'rewardAmount' | 'rewardUnitLabel'>): string =>
  formatReward(task.rewardAmount, task.rewardUnitLabel);

/** 「深圳市 · 南山区」: the city and, when there is one, the district. */
export const placeOf = (task: Pick<TaskSummary, 'cityName' | 'districtName'>): string =>
  [task.cityName, task.districtName].filter(Boolean).join(' · ');

export const headcountOf = (task: Pick<TaskSummary, 'personNumber' | 'takenCount'>): string =>
  `招 ${task.personNumber} 人 · 已接 ${task.takenCount} 人`;

export const dateOf = (iso: string): string => beijingTime(iso, 'date', '');

export const timeOf = (iso: string): string => beijingTime(iso, 'minute', '');
