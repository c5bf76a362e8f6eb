import type { FastifyInstance } from 'fastify';
import * as settlements from '@contract/settlements';
import type { Authenticator, AuthContext } from '../../http/auth';
import { registerFileEndpoint } from '../../http/file-endpoint';
import { registerEndpoint } from '../../http/route';
import type { SettlementActions } from './actions';
import type { SettlementService } from './service';

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

  // The file itself; a refusal (validation, permission, not found) is the envelope.
  registerFileEndpoint(app, authenticate, settlements.settlementExport, ({ body, auth }) => deps.exportBill(body.settlementId, auth));
}
