import type { FastifyInstance } from 'fastify';
import * as files from '@contract/files';
import type { Authenticator } from '../../http/auth';
import { urlOf } from '../../http/route';
import { attachmentDisposition } from './safe-name';
import type { FileService } from './service';

/**
 * The download answers with the file itself, so it does not go through registerEndpoint's envelope; its
 * failures (validation, "not found", session) still do, through the one error handler.
 */
export function fileRoutes(app: FastifyInstance, authenticate: Authenticator, service: FileService): void {
  app.route({
    method: 'GET',
    url: urlOf(files.downloadFile),
    schema: { querystring: files.downloadFile.request },
    config: { endpoint: files.downloadFile, answers: 'file' },
    onRequest: async (request) => {
      request.auth = await authenticate(request, 'auth');
    },
    handler: async (request, reply) => {
      const { fileId } = request.query as { fileId: string };
      const file = await service.download(request.auth!, fileId);
      return reply
        .header('content-type', file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.content);
    },
  });
}
