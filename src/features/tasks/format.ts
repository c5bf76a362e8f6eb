import type { TaskSummary } from '@contract/tasks';
import { formatReward } from '@/lib/money';
import { beijingTime } from '@/lib/time';

export const rewardOf = (task: Pick<TaskSummary, 'rewardAmount' | 'rewardUnitLabel'>): string => formatReward(task.rewardAmount, task.rewardUnitLabel);

/** 「深圳市 · 南山区」: the city and, when there is one, the district. */
export const placeOf = (task: Pick<TaskSummary, 'cityName' | 'districtName'>): string => [task.cityName, task.districtName].filter(Boolean).join(' · ');

export const headcountOf = (task: Pick<TaskSummary, 'personNumber' | 'takenCount'>): string => `招 ${task.personNumber} 人 · 已接 ${task.takenCount} 人`;

export const dateOf = (iso: string): string => beijingTime(iso, 'date', '');

export const timeOf = (iso: string): string => beijingTime(iso, 'minute', '');
