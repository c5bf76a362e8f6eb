import type { FastifyInstance } from 'fastify';
import { FILE_LIMIT_LABELS, FILE_LIMITS } from '@contract/files.meta';
import * as contract from '@contract/task-import';
import { IMPORT_TEMPLATE_FILE_NAME } from '@contract/task-import.meta';
import type { Authenticator } from '../../http/auth';
import { urlOf } from '../../http/route';
import { attachmentDisposition, readUploads, refuseOversizedRequest, registerUploadEndpoint, uploadScope } from '../files';
import type { TaskImportService } from './service';
import { buildTemplate } from './template';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const IMPORT_LIMITS = {
  maxFiles: 1,
  maxFileBytes: FILE_LIMITS.importMaxBytes,
  maxTotalBytes: FILE_LIMITS.importMaxBytes,
  fileLabel: FILE_LIMIT_LABELS.importMaxBytes,
  totalLabel: FILE_LIMIT_LABELS.importMaxBytes,
  maxFields: 3,
};

export async function taskImportRoutes(app: FastifyInstance, authenticate: Authenticator, service: TaskImportService): Promise<void> {
  // The template holds no data: anyone may fetch it (the path has no /auth/). Built once, on first use.
  let template: Promise<Buffer> | null = null;
  app.route({
    method: ['POST', 'GET'],
    url: urlOf(contract.taskBatch),
    config: { endpoint: contract.taskBatch, answers: 'file' },
    handler: async (_request, reply) => {
      template ??= buildTemplate();
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', attachmentDisposition(IMPORT_TEMPLATE_FILE_NAME))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=3600')
        .send(await template);
    },
  });
  // Importing writes candidates: a logged-in member of the order's supplier only, whatever the path says.
  await uploadScope(app, (scope) => {
    registerUploadEndpoint(scope, authenticate, contract.taskImport, IMPORT_LIMITS, (auth, upload) => service.importSheet(auth, upload));
    // The uploaded sheet back with its problems written in: the file on success, the envelope on a refusal.
    scope.route({
      method: 'POST',
      url: urlOf(contract.taskImportErrors),
      config: { endpoint: contract.taskImportErrors, answers: 'file', multipart: true },
      onRequest: async (request) => {
        request.auth = await authenticate(request, 'auth');
        refuseOversizedRequest(request, IMPORT_LIMITS);
      },
      handler: async (request, reply) => {
        const { fileName, body } = await service.annotatedSheet(request.auth!, await readUploads(request, IMPORT_LIMITS));
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', attachmentDisposition(fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    });
  });
}
