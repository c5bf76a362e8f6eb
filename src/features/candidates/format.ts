import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { beijingTime, fromBeijingWallClock, toBeijingWallClock } from '@/lib/time';
import { CANDIDATE_STATUSES } from '@contract/candidates.meta';
import type { CandidateStatus } from '@contract/candidates.meta';
import type { LightTagColor } from '@/components/light/tag';

export const STATUS_COLORS: Record<CandidateStatus, LightTagColor> = {
  submitted: 'blue',
  screened: 'cyan',
  interviewed: 'geekblue',
  hired: 'green',
  left: 'default',
  rejected: 'red',
};

export const isCandidateStatus = (value: string | undefined): value is CandidateStatus =>
  CANDIDATE_STATUSES.some((status) => status === value);

/** ISO time as 「2026-11-23 14:05」; empty stays a dash. */
export const timeOf = (iso: string | null | undefined): string => beijingTime(iso);

export const SEX_LABELS: Record<string, string> = { male: '男', female: '女' };

/** A date-time picker's value for an instant: its Beijing wall clock (the picker then shows Beijing time). */
export const pickerValue = (iso: string | null | undefined): Dayjs | null => {
  const wall = toBeijingWallClock(iso);
  return wall ? dayjs(wall) : null;
};

/** What a date-time picker holds, read as Beijing time: the ISO instant with its offset. */
export const pickedInstant = (d: Dayjs): string => fromBeijingWallClock(d.format('YYYY-MM-DDTHH:mm:ss'));
