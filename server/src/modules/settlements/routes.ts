import type { FastifyInstance, FastifySchema } from 'fastify';
import * as settlements from '@contract/settlements';
import type { Authenticator, AuthContext } from '../../http/auth';
import { registerEndpoint, urlOf } from '../../http/route';
import type { SettlementActions } from './actions';
import type { SettlementService } from './service';

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function settlementRoutes(
  app: FastifyInstance,
  authenticate: Authenticator,
  deps: { service: SettlementService; actions: SettlementActions; exportBill: (settlementId: string, auth: AuthContext) => Promise<{ fileName: string; body: Buffer }> },
): void {
  const { service, actions } = deps;
  registerEndpoint(app, authenticate, settlements.settlementPage, ({ body, auth }) => service.page(body, auth));
  registerEndpoint(app, authenticate, settlements.settlementCount, ({ auth }) => service.count(auth));
  registerEndpoint(app, authenticate, settlements.settlementDetailBase, ({ body, auth }) => service.detailBase(body.settlementId, auth));
  registerEndpoint(app, authenticate, settlements.settlementDetailList, ({ body, auth }) => service.detailList(body, auth));
  registerEndpoint(app, authenticate, settlements.settlementConfirm, ({ body, auth }) => actions.confirm(body, auth));
  registerEndpoint(app, authenticate, settlements.settlementDelete, ({ body, auth }) => actions.remove(body.settlementId, auth));
  registerEndpoint(app, authenticate, settlements.settlementFailCheck, ({ body, auth }) => actions.failCheck(body, auth));

  // The export answers with the file itself; a refusal (validation, permission, not found) is still the envelope.
  app.route({
    method: 'POST',
    url: urlOf(settlements.settlementExport),
    schema: { body: settlements.settlementExport.request } as FastifySchema,
    onRequest: async (request) => {
      request.auth = await authenticate(request, 'auth');
    },
    preValidation: async (request) => {
      if (request.body === undefined) request.body = {};
    },
    handler: async (request, reply) => {
      const { settlementId } = request.body as { settlementId: string };
      const file = await deps.exportBill(settlementId, request.auth as AuthContext);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
