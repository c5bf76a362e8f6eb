import type { resumes } from '@contract/index';
import { UPLOAD_FIELDS } from '@contract/files.meta';
import { call, isHttpError, send } from '@/lib/http';
import type { ResponseOf } from '@/lib/http/types';
import { RESUME_PATHS } from '@contract/resumes.meta';

type Parse = typeof resumes.parseResumeTalent;
type Bulk = typeof resumes.bulkParseResumeTalent;
type UniqueCode = typeof resumes.uploadResumeUniqueCode;

export type ResumeDraft = ResponseOf<Parse>;
export type BulkItem = ResponseOf<Bulk>['items'][number];

/**
 * Sends one upload with a one-time code. If the answer is lost (no response), the same body with the same code
 * goes once more: the server answers what it answered the first time and stores nothing twice.
 */
async function uploadOnce<T>(path: string, files: File[]): Promise<T> {
  const { uniqueCode } = await call<UniqueCode>({ path: RESUME_PATHS.uploadResumeUniqueCode }, {});
  const body = new FormData();
  body.append(UPLOAD_FIELDS.uniqueCode, uniqueCode);
  for (const file of files) body.append(UPLOAD_FIELDS.file, file, file.name);
  try {
    return (await send({ path }, body)) as T;
  } catch (error) {
    if (isHttpError(error) && error.kind === 'network') return (await send({ path }, body)) as T;
    throw error;
  }
}

/** One resume → its draft (fields read from it, with a confidence each). */
export const parseResume = (file: File): Promise<ResumeDraft> =>
  uploadOnce<ResumeDraft>(RESUME_PATHS.parseResumeTalent satisfies Parse['path'], [file]);

/** A zip of resumes (or several files) → one item per file; a bad file is an item with its error, not a failure. */
export const bulkParseResumes = (files: File[]): Promise<ResponseOf<Bulk>> =>
  uploadOnce<ResponseOf<Bulk>>(RESUME_PATHS.bulkParseResumeTalent satisfies Bulk['path'], files);
