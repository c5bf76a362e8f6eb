import type { FastifyInstance } from 'fastify';
import * as audit from '@contract/audit';
import type { Authenticator } from '../../http/auth';
import { registerFileEndpoint } from '../../http/file-route';
import { registerEndpoint } from '../../http/route';
import type { AuditLog } from './list';

export function auditRoutes(app: FastifyInstance, authenticate: Authenticator, log: AuditLog): void {
  registerEndpoint(app, authenticate, audit.auditList, ({ body, auth }) => log.list(body, auth));

  // The file itself; a refusal (validation, permission, too many rows) is the envelope.
  registerFileEndpoint(app, authenticate, audit.auditExport, (body, auth) => log.exportEntries(body, auth));
}
