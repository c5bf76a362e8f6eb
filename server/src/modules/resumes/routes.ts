import { FILE_LIMIT_LABELS, FILE_LIMITS } from '@contract/files.meta';
import * as resumes from '@contract/resumes';
import { json, upload, type RouteEntry } from '../../http/operation';
import {
  addResumeTalent,
  bulkParseResumeTalent,
  discardResumeDraft,
  editResumeTalent,
  parseResumeTalent,
  resumeDraftList,
} from './service';
import { uploadResumeUniqueCode } from './upload-codes';

const SINGLE = {
  maxFiles: 1,
  maxFileBytes: FILE_LIMITS.resumeMaxBytes,
  maxTotalBytes: FILE_LIMITS.resumeMaxBytes,
  fileLabel: FILE_LIMIT_LABELS.resumeMaxBytes,
  totalLabel: FILE_LIMIT_LABELS.resumeMaxBytes,
};

/** A zip may be bigger than one resume; a plain resume over 10 MB is refused item by item in the service. */
const BULK = {
  maxFiles: FILE_LIMITS.bulkMaxFiles,
  maxFileBytes: FILE_LIMITS.zipMaxBytes,
  maxTotalBytes: FILE_LIMITS.bulkMaxTotalBytes,
  fileLabel: FILE_LIMIT_LABELS.zipMaxBytes,
  totalLabel: FILE_LIMIT_LABELS.bulkMaxTotalBytes,
};

export const resumeRoutes: RouteEntry[] = [
  upload(resumes.parseResumeTalent, SINGLE, parseResumeTalent),
  upload(resumes.bulkParseResumeTalent, BULK, bulkParseResumeTalent),
  json(resumes.editResumeTalent, editResumeTalent),
  json(resumes.addResumeTalent, addResumeTalent),
  json(resumes.resumeDraftList, resumeDraftList),
  json(resumes.discardResumeDraft, discardResumeDraft),
  json(resumes.uploadResumeUniqueCode, uploadResumeUniqueCode),
];
