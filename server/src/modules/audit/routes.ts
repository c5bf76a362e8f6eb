import type { FastifyInstance, FastifySchema } from 'fastify';
import * as audit from '@contract/audit';
import type { Authenticator, AuthContext } from '../../http/auth';
import { registerEndpoint, urlOf } from '../../http/route';
import type { AuditLog } from './list';

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
const attachmentHeader = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export function auditRoutes(app: FastifyInstance, authenticate: Authenticator, log: AuditLog): void {
  registerEndpoint(app, authenticate, audit.auditList, ({ body, auth }) => log.list(body, auth));

  // The export answers with the file itself; a refusal (validation, permission, too many rows) is still the envelope.
  app.route({
    method: 'POST',
    url: urlOf(audit.auditExport),
    schema: { body: audit.auditExport.request } as FastifySchema,
    onRequest: async (request) => {
      request.auth = await authenticate(request, 'auth');
    },
    preValidation: async (request) => {
      if (request.body === undefined) request.body = {};
    },
    handler: async (request, reply) => {
      const file = await log.exportEntries(request.body as Parameters<AuditLog['exportEntries']>[0], request.auth as AuthContext);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
