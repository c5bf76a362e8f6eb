import { z } from 'zod';
import { RESUME_PATHS } from './resumes.meta';
import { candidateDegree, candidateFields, candidateSex } from './candidates';
import { endpoint, id, nothing, page, pageRequest, text } from './http';

/*
 * Resume upload and parsing. The upload calls take `multipart/form-data` (the SPA sends a FormData body):
 * the file(s) in the field `file`, the text fields below beside them. Limits and accepted types:
 * files.meta.ts. Each accepted file becomes a *draft*: the fields read from it, with a confidence each, that
 * a person reviews (`edit_resume_talent`) before it becomes a candidate on an order (`add_resume_talent`).
 */

/** What was read from a resume; null where nothing was found. */
export const resumeFields = z.object({
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  idNumber: z.string().nullable(),
  sex: candidateSex.nullable(),
  age: z.number().int().nullable(),
  degree: candidateDegree.nullable(),
});
export type ResumeFields = z.output<typeof resumeFields>;

const score = z.number().min(0).max(1);
/** 0 (not found) to 1 (typed or confirmed by a person). */
export const resumeConfidence = z.object({ name: score, mobile: score, idNumber: score, sex: score, age: score, degree: score });
export type ResumeConfidence = z.output<typeof resumeConfidence>;

export const RESUME_DRAFT_STATUSES = ['draft', 'submitted'] as const;

export const resumeDraft = z.object({
  /** The stored resume; also the draft's id. */
  fileId: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fields: resumeFields,
  confidence: resumeConfidence,
  status: z.enum(RESUME_DRAFT_STATUSES),
  /** Set once `add_resume_talent` made it a candidate. */
  candidateId: z.string().nullable(),
  createdAt: z.string(),
});
export type ResumeDraft = z.output<typeof resumeDraft>;

/** The text fields of the upload calls (multipart); `uniqueCode` makes a retried upload idempotent. */
export const uploadFormFields = z.strictObject({ uniqueCode: text(64).min(1, '不能为空').optional() });

/** One resume in the field `file` → its draft. */
export const parseResumeTalent = endpoint({
  path: RESUME_PATHS.parseResumeTalent,
  request: uploadFormFields,
  response: resumeDraft,
});

export const bulkItem = z.object({
  /** The file's (or zip entry's) name as uploaded, made safe. */
  fileName: z.string(),
  ok: z.boolean(),
  draft: resumeDraft.optional(),
  /** Why this file was refused; the other files are not affected. */
  errorMsg: z.string().optional(),
});

/** Several resumes (the field `file` repeated) or one zip of them → one item per file, in order. */
export const bulkParseResumeTalent = endpoint({
  path: RESUME_PATHS.bulkParseResumeTalent,
  request: uploadFormFields,
  response: z.object({ items: z.array(bulkItem), succeeded: z.number().int(), failed: z.number().int() }),
});

const optionalFields = {
  name: candidateFields.name.nullable().optional(),
  mobile: candidateFields.mobile.nullable().optional(),
  idNumber: candidateFields.idNumber.nullable().optional(),
  sex: candidateFields.sex.nullable().optional(),
  age: candidateFields.age.nullable().optional(),
  degree: candidateFields.degree.nullable().optional(),
};

/** Corrects a draft's fields (absent: unchanged; null: cleared). A corrected field's confidence becomes 1. */
export const editResumeTalent = endpoint({
  path: RESUME_PATHS.editResumeTalent,
  request: z.strictObject({ fileId: id, ...optionalFields }),
  response: resumeDraft,
});

/**
 * Makes a reviewed draft a candidate on an order, with the rules of `/pc_candidate/auth/add` (ownership
 * E000701 included) and the resume attached. Every field of the draft must be filled by then.
 */
export const addResumeTalent = endpoint({
  path: RESUME_PATHS.addResumeTalent,
  request: z.strictObject({
    fileId: id,
    orderId: id,
    expectedInterviewTime: candidateFields.expectedInterviewTime,
    remark: candidateFields.remark,
  }),
  response: z.object({ candidateId: z.string() }),
});

/** The supplier's drafts not yet submitted, newest first: the review queue after a bulk upload. */
export const resumeDraftList = endpoint({
  path: RESUME_PATHS.resumeDraftList,
  request: z.strictObject({ ...pageRequest }),
  response: page(resumeDraft),
});

/** Throws away a draft not yet submitted (it leaves the review queue); a submitted one is refused (E000409). */
export const discardResumeDraft = endpoint({
  path: RESUME_PATHS.discardResumeDraft,
  request: z.strictObject({ fileId: id }),
  response: nothing,
});

/**
 * A one-time code for one upload. Sent with the upload (`uniqueCode`), it makes a retry of that upload
 * (after a timeout, a double click) answer exactly what the first attempt answered, storing nothing twice.
 * The first upload that uses it binds it to its supplier; it expires after a day.
 */
export const uploadResumeUniqueCode = endpoint({
  path: RESUME_PATHS.uploadResumeUniqueCode,
  request: z.strictObject({}),
  response: z.object({ uniqueCode: z.string(), expiresAt: z.string() }),
});
