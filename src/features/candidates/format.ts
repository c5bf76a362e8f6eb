import { beijingTime } from '@/lib/time';
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
