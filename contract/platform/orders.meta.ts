/**
 * The console's 订单与候选人 without zod: which moves staff make on a candidate and what each button says. Each is a
 * move of CANDIDATE_TRANSITIONS (named by the status it moves to), made by the same operation as ops `candidate-status`.
 */

export const PLATFORM_CANDIDATE_MOVES = ['screened', 'interviewed', 'hired', 'rejected', 'left'] as const;
export type PlatformCandidateMove = (typeof PLATFORM_CANDIDATE_MOVES)[number];

export const PLATFORM_CANDIDATE_MOVE_LABELS: Record<PlatformCandidateMove, string> = {
  screened: '初筛通过',
  interviewed: '安排面试',
  hired: '已入职',
  rejected: '不合适',
  left: '已离职',
};
