/**
 * Candidate (talent) constants without zod, for the SPA's screens and the server's rules alike.
 */

/** The pipeline: submitted → screened → interviewed → hired → left, or rejected from any step before hired. */
export const CANDIDATE_STATUSES = ['submitted', 'screened', 'interviewed', 'hired', 'left', 'rejected'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export const CANDIDATE_STATUS_LABELS: Record<CandidateStatus, string> = {
  submitted: '已推荐',
  screened: '筛选通过',
  interviewed: '已面试',
  hired: '已入职',
  left: '已离职',
  rejected: '未通过',
};

/** Where each status may move next. Only moves listed here happen; `rejected` needs a reason. */
export const CANDIDATE_TRANSITIONS: Record<CandidateStatus, readonly CandidateStatus[]> = {
  submitted: ['screened', 'rejected'],
  screened: ['interviewed', 'rejected'],
  interviewed: ['hired', 'rejected'],
  hired: ['left'],
  left: [],
  rejected: [],
};

export function canMoveCandidate(from: CandidateStatus, to: CandidateStatus): boolean {
  return CANDIDATE_TRANSITIONS[from].includes(to);
}

/** Statuses that need a reason when moved into. */
export const REASON_REQUIRED: readonly CandidateStatus[] = ['rejected'];

/** Statuses in which the supplier may still change the candidate's fields (`update`). */
export const EDITABLE_STATUSES: readonly CandidateStatus[] = ['submitted'];

/** Statuses that count as "reached hired" for commission: hired, and hired then left. */
export const HIRED_STATUSES: readonly CandidateStatus[] = ['hired', 'left'];

/** Envelope code: the person was submitted to this task by another supplier within the protection window. */
export const OWNERSHIP_ERROR_CODE = 'E000701';
/** How long a submission protects the person for its supplier on that task. */
export const OWNERSHIP_WINDOW_DAYS = 30;

export const CANDIDATE_SEXES = [
  { code: 'male', label: '男' },
  { code: 'female', label: '女' },
] as const;
export type CandidateSex = (typeof CANDIDATE_SEXES)[number]['code'];

/** The `talentDegree` enum without its "不限" (any): a person has one degree. */
export const CANDIDATE_DEGREES = [
  { code: 'junior_high', label: '初中及以下' },
  { code: 'high_school', label: '高中/中专' },
  { code: 'college', label: '大专' },
  { code: 'bachelor', label: '本科' },
  { code: 'master', label: '硕士及以上' },
] as const;
export type CandidateDegree = (typeof CANDIDATE_DEGREES)[number]['code'];

export const CANDIDATE_LIMITS = {
  nameMax: 20,
  ageMin: 16,
  ageMax: 70,
  remarkMax: 500,
  reasonMax: 200,
  /** Where the platform's interview is (安排面试). */
  interviewPlaceMax: 100,
  educationMax: 10,
  workMax: 20,
  skillsMax: 30,
  skillMax: 30,
  schoolMax: 60,
  companyMax: 60,
  positionMax: 40,
  descriptionMax: 1000,
  /** A share link works this long after `share_info` made it. */
  shareTtlHours: 72,
} as const;

/** Permissions (authList) the order and candidate calls need. */
export const ORDER_MANAGE_PERMISSION = 'order:manage';
export const CANDIDATE_MANAGE_PERMISSION = 'candidate:manage';

/** The gateway paths of this domain's calls (the endpoints in candidates.ts use them). */
/** What an order's candidate list sorts by (`sortField`); by default the newest submission first. */
export const CANDIDATE_SORT_FIELDS = ['submittedAt'] as const;
export type CandidateSortField = (typeof CANDIDATE_SORT_FIELDS)[number];
export const CANDIDATE_SORT_LABELS: Record<CandidateSortField, string> = { submittedAt: '推荐时间' };

export const CANDIDATE_PATHS = {
  addCandidate: '/pc_candidate/auth/add',
  checkCandidate: '/pc_candidate/auth/check',
  updateCandidate: '/pc_candidate/auth/update',
  talentList: '/pc_candidate/auth/talent_list',
  talentExport: '/pc_candidate/auth/talent_export',
  detailAdd: '/pc_candidate/auth/detail_add',
  detailEdit: '/pc_candidate/auth/detail_edit',
  detailLook: '/pc_candidate/auth/detail_look',
  selectSiteList: '/pc_candidate/auth/select_site_list',
  setRemark: '/pc_candidate/auth/remark',
  setExpectedInterviewTime: '/pc_candidate/auth/expected_interview_time',
  shareInfo: '/pc_candidate/auth/share_info',
  showTalentInfo: '/common_candidate/show_talent_info',
} as const;
