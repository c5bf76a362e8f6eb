import type { FastifyInstance } from 'fastify';
import { FILE_LIMIT_LABELS, FILE_LIMITS } from '@contract/files.meta';
import * as resumes from '@contract/resumes';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import { registerUploadEndpoint, uploadScope } from '../files';
import type { ResumeService } from './service';

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

export async function resumeRoutes(app: FastifyInstance, authenticate: Authenticator, service: ResumeService): Promise<void> {
  await uploadScope(app, (scope) => {
    registerUploadEndpoint(scope, authenticate, resumes.parseResumeTalent, SINGLE, (auth, upload) => service.parse(auth, upload));
    registerUploadEndpoint(scope, authenticate, resumes.bulkParseResumeTalent, BULK, (auth, upload) => service.bulk(auth, upload));
  });
  registerEndpoint(app, authenticate, resumes.editResumeTalent, ({ body, auth }) => service.edit(auth, body));
  registerEndpoint(app, authenticate, resumes.addResumeTalent, ({ body, auth }) => service.add(auth, body));
  registerEndpoint(app, authenticate, resumes.resumeDraftList, ({ body, auth }) => service.list(auth, body));
  registerEndpoint(app, authenticate, resumes.discardResumeDraft, ({ body, auth }) => service.discard(auth, body));
  registerEndpoint(app, authenticate, resumes.uploadResumeUniqueCode, ({ request }) => service.issueCode(request.ip));
}
