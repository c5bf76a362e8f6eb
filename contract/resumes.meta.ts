/** Résumé calls' plain values (no zod), for the SPA and the server alike. */

/** The gateway paths of this domain's calls (the endpoints in resumes.ts use them). */
export const RESUME_PATHS = {
  parseResumeTalent: '/pc_candidate/auth/parse_resume_talent',
  bulkParseResumeTalent: '/pc_candidate/auth/bulk_parse_resume_talent',
  editResumeTalent: '/pc_candidate/auth/edit_resume_talent',
  addResumeTalent: '/pc_candidate/auth/add_resume_talent',
  resumeDraftList: '/pc_candidate/auth/resume_draft_list',
  discardResumeDraft: '/pc_candidate/auth/discard_resume_draft',
  uploadResumeUniqueCode: '/pc_candidate/unlimited/upload_resume_unique_code',
} as const;
