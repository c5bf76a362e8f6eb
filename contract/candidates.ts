import { z } from 'zod';
import { CANDIDATE_LIMITS as L, CANDIDATE_PATHS, CANDIDATE_SORT_FIELDS, CANDIDATE_SORT_LABELS } from './candidates.meta';
import { endpoint, id, nothing, page, pageRequest, sortRequest, text, storable } from './http';

import { candidateDegree, candidateSex, candidateStatus, dateTime, idNumber, mobile, yearMonth } from './candidate-fields';

export { candidateDegree, candidateSex, candidateStatus, dateTime, day, idNumber, mobile } from './candidate-fields';

/** What a supplier types about a person: the fields of `add`, `check` and `update`. */
export const candidateFields = {
  name: text(L.nameMax).min(1, '姓名不能为空'),
  mobile,
  idNumber,
  sex: candidateSex,
  age: z.number('年龄必须是数字').int('年龄必须是整数').min(L.ageMin, `年龄不能小于 ${L.ageMin}`).max(L.ageMax, `年龄不能大于 ${L.ageMax}`),
  degree: candidateDegree,
  expectedInterviewTime: dateTime.optional(),
  remark: text(L.remarkMax).optional(),
  /** A file made by the files module (`parse_resume_talent`); it must belong to the caller's supplier. */
  resumeFileId: id.optional(),
};

const candidateInput = z.strictObject({ orderId: id, ...candidateFields });

export const addCandidate = endpoint({
  path: CANDIDATE_PATHS.addCandidate,
  request: candidateInput,
  response: z.object({ candidateId: z.string() }),
});

/** Whether this person can be submitted to this order now; `reason` says why not, `code` is E000701 for ownership. */
export const checkCandidate = endpoint({
  path: CANDIDATE_PATHS.checkCandidate,
  request: candidateInput,
  response: z.object({ ok: z.boolean(), reason: z.string().optional(), code: z.string().optional() }),
});

/** Only while the candidate is `submitted`. The order does not change. */
export const updateCandidate = endpoint({
  path: CANDIDATE_PATHS.updateCandidate,
  request: z.strictObject({ candidateId: id, ...candidateFields }),
  response: z.object({ candidateId: z.string() }),
});

export const candidateCounts = z.object({
  all: z.number().int(),
  submitted: z.number().int(),
  screened: z.number().int(),
  interviewed: z.number().int(),
  hired: z.number().int(),
  left: z.number().int(),
  rejected: z.number().int(),
});

export const candidateSummary = z.object({
  candidateId: z.string(),
  orderId: z.string(),
  taskId: z.string(),
  name: z.string(),
  mobile: z.string(),
  /** Masked in lists (1101**********1234); `detail_look` has it whole. */
  idNumber: z.string(),
  sex: candidateSex,
  age: z.number().int(),
  degree: candidateDegree,
  degreeLabel: z.string(),
  status: candidateStatus,
  statusLabel: z.string(),
  /** The reason of the move to `rejected`; null otherwise. */
  rejectReason: z.string().nullable(),
  remark: z.string().nullable(),
  expectedInterviewTime: z.string().nullable(),
  siteId: z.string().nullable(),
  resumeFileId: z.string().nullable(),
  submittedAt: z.string(),
  statusChangedAt: z.string(),
  submittedBy: z.object({ userId: z.string(), userName: z.string() }),
  hasDetail: z.boolean(),
});

export const talentFilters = {
  orderId: id,
  status: candidateStatus.optional(),
  keyword: text(50).optional(),
  ...sortRequest(CANDIDATE_SORT_FIELDS, CANDIDATE_SORT_LABELS),
};

export const talentList = endpoint({
  path: CANDIDATE_PATHS.talentList,
  request: z.strictObject({ ...talentFilters, ...pageRequest }),
  /**
   * `counts` are per status over the whole order (the keyword applies), for the status tabs; `order` names the
   * order and its task (the screen's title and breadcrumb).
   */
  response: page(candidateSummary).extend({
    counts: candidateCounts,
    order: z.object({ orderId: z.string(), taskId: z.string(), taskTitle: z.string(), companyName: z.string() }),
  }),
});

/** One order's candidates (filters and order of talent_list) as a streamed .xlsx attachment; a refusal is the envelope. */
export const talentExport = endpoint({
  path: CANDIDATE_PATHS.talentExport,
  request: z.strictObject(talentFilters),
  response: z.unknown(),
});

export const education = z.strictObject({
  school: text(L.schoolMax).min(1, '学校不能为空'),
  major: text(L.positionMax).optional(),
  degree: candidateDegree,
  startMonth: yearMonth,
  /** Absent: still studying. */
  endMonth: yearMonth.optional(),
});
export const workExperience = z.strictObject({
  company: text(L.companyMax).min(1, '公司不能为空'),
  position: text(L.positionMax).min(1, '职位不能为空'),
  startMonth: yearMonth,
  /** Absent: current job. */
  endMonth: yearMonth.optional(),
  description: text(L.descriptionMax).optional(),
});
export const candidateDetail = z.strictObject({
  education: z.array(education).max(L.educationMax, `教育经历最多 ${L.educationMax} 条`).default([]),
  work: z.array(workExperience).max(L.workMax, `工作经历最多 ${L.workMax} 条`).default([]),
  skills: z.array(text(L.skillMax).min(1, '技能不能为空')).max(L.skillsMax, `技能最多 ${L.skillsMax} 项`).default([]),
});

/** Adds the résumé detail (education, work history, skills); refused when the candidate already has one. */
export const detailAdd = endpoint({
  path: CANDIDATE_PATHS.detailAdd,
  request: z.strictObject({ candidateId: id, ...candidateDetail.shape }),
  response: nothing,
});

/** Replaces the detail; refused when there is none yet (use detail_add). */
export const detailEdit = endpoint({
  path: CANDIDATE_PATHS.detailEdit,
  request: z.strictObject({ candidateId: id, ...candidateDetail.shape }),
  response: nothing,
});

export const timelineEntry = z.object({
  /** null for the submission itself. */
  from: candidateStatus.nullable(),
  to: candidateStatus,
  toLabel: z.string(),
  at: z.string(),
  /** Who moved it: a supplier member's name, or 平台 for the employer's side (the operator command). */
  by: z.string(),
  reason: z.string().nullable(),
  /** What the platform arranged with the move: the interview's time and place, the day the person started. */
  note: z.string().nullable().optional(),
});

export const detailLook = endpoint({
  path: CANDIDATE_PATHS.detailLook,
  request: z.strictObject({ candidateId: id }),
  response: candidateSummary.extend({
    birthDate: z.string(),
    taskTitle: z.string(),
    detail: z.object({ education: z.array(education), work: z.array(workExperience), skills: z.array(z.string()) }).nullable(),
    timeline: z.array(timelineEntry),
  }),
});

export const interviewSite = z.object({
  siteId: z.string(),
  name: z.string(),
  address: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
});

/** The interview sites of the order's task. */
export const selectSiteList = endpoint({
  path: CANDIDATE_PATHS.selectSiteList,
  request: z.strictObject({ orderId: id }),
  response: z.array(interviewSite),
});

/** An empty remark clears it. */
export const setRemark = endpoint({
  path: CANDIDATE_PATHS.setRemark,
  request: z.strictObject({ candidateId: id, remark: text(L.remarkMax) }),
  response: nothing,
});

/** `siteId` one of select_site_list's; both null/absent clear the time. */
export const setExpectedInterviewTime = endpoint({
  path: CANDIDATE_PATHS.setExpectedInterviewTime,
  request: z.strictObject({ candidateId: id, expectedInterviewTime: dateTime.nullable(), siteId: id.optional() }),
  response: nothing,
});

/** A new unguessable token for the candidate's card; works until `expiresAt`. */
export const shareInfo = endpoint({
  path: CANDIDATE_PATHS.shareInfo,
  request: z.strictObject({ candidateId: id }),
  response: z.object({ token: z.string(), expiresAt: z.string() }),
});

/** Anyone with a valid token sees this masked card and nothing else; an unknown or expired token is "not found". */
export const showTalentInfo = endpoint({
  path: CANDIDATE_PATHS.showTalentInfo,
  request: z.strictObject({ token: storable().trim().min(1, '链接无效').max(128, '链接无效') }),
  response: z.object({
    name: z.string(),
    mobile: z.string(),
    sex: candidateSex,
    sexLabel: z.string(),
    age: z.number().int(),
    degreeLabel: z.string(),
    statusLabel: z.string(),
    taskTitle: z.string(),
    education: z.array(z.object({ school: z.string(), degreeLabel: z.string(), startMonth: z.string(), endMonth: z.string().nullable() })),
    work: z.array(z.object({ company: z.string(), position: z.string(), startMonth: z.string(), endMonth: z.string().nullable() })),
    skills: z.array(z.string()),
    expiresAt: z.string(),
  }),
});

export type CandidateSummary = z.infer<typeof candidateSummary>;
export type CandidateCounts = z.infer<typeof candidateCounts>;
export type TalentListRequest = z.input<typeof talentList.request>;
export type TalentFilters = z.input<typeof talentExport.request>;
export type CandidateDetailLook = z.infer<typeof detailLook.response>;
export type CandidateInput = z.input<typeof candidateInput>;
export type TimelineEntry = z.infer<typeof timelineEntry>;
export type InterviewSite = z.infer<typeof interviewSite>;
export type TalentCard = z.infer<typeof showTalentInfo.response>;
