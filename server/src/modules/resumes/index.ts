/** Resume upload and parsing: drafts from PDF/DOCX/text resumes, bulk and zip uploads, one-time upload codes. */
export { resumeRoutes } from './routes';
export { createDraftAccess } from './draft-access';
export { markDraftSubmitted } from './draft-use';
export {
  addResumeTalent,
  bulkParseResumeTalent,
  discardResumeDraft,
  editResumeTalent,
  parseResumeTalent,
  resumeDraftList,
} from './service';
export { uploadResumeUniqueCode } from './upload-codes';
export { parseResumeText, degreeVocabulary } from './parse-fields';
export { unzipLimited, ZipLimitError, type ZipLimits } from './zip';
export { writeDocx } from './docx-writer';
export { insertDemoDraft } from './demo-seed';
