import dayjs from 'dayjs';
import type { TaskSummary } from '@contract/tasks';
import { formatReward } from '@/lib/money';

export const rewardOf = (task: Pick<TaskSummary, 'rewardAmount' | 'rewardUnitLabel'>): string => formatReward(task.rewardAmount, task.rewardUnitLabel);

/** 「深圳市 · 南山区」: the city and, when there is one, the district. */
export const placeOf = (task: Pick<TaskSummary, 'cityName' | 'districtName'>): string => [task.cityName, task.districtName].filter(Boolean).join(' · ');

export const headcountOf = (task: Pick<TaskSummary, 'personNumber' | 'takenCount'>): string => `招 ${task.personNumber} 人 · 已接 ${task.takenCount} 人`;

export const dateOf = (iso: string): string => {
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD') : '';
};

export const timeOf = (iso: string): string => {
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '';
};
