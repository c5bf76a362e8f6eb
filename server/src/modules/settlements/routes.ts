import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import * as settlements from '@contract/settlements';
import type { Authenticator, AuthContext } from '../../http/auth';
import { registerFileEndpoint, type FileAnswer } from '../../http/file-route';
import { registerEndpoint } from '../../http/route';
import type { SettlementActions } from './actions';
import type { SettlementService } from './service';

export function settlementRoutes(
  app: FastifyInstance,
  authenticate: Authenticator,
  deps: {
    service: SettlementService;
    actions: SettlementActions;
    exportBill: (settlementId: string, auth: AuthContext) => Promise<FileAnswer>;
    exportList: (q: z.output<typeof settlements.settlementPageExport.request>, auth: AuthContext) => Promise<FileAnswer>;
  },
): void {
  const { service, actions } = deps;
  registerEndpoint(app, authenticate, settlements.settlementPage, ({ body, auth }) => service.page(body, auth));
  registerEndpoint(app, authenticate, settlements.settlementCount, ({ auth }) => service.count(auth));
  registerEndpoint(app, authenticate, settlements.settlementDetailBase, ({ body, auth }) => service.detailBase(body.settlementId, auth));
  registerEndpoint(app, authenticate, settlements.settlementDetailList, ({ body, auth }) => service.detailList(body, auth));
  registerEndpoint(app, authenticate, settlements.settlementConfirm, ({ body, auth }) => actions.confirm(body, auth));
  registerEndpoint(app, authenticate, settlements.settlementDelete, ({ body, auth }) => actions.remove(body.settlementId, auth));
  registerEndpoint(app, authenticate, settlements.settlementFailCheck, ({ body, auth }) => actions.failCheck(body, auth));

  // The exports answer with the file itself; a refusal (validation, permission, not found) is still the envelope.
  registerFileEndpoint(app, authenticate, settlements.settlementExport, (body, auth) => deps.exportBill(body.settlementId, auth));
  registerFileEndpoint(app, authenticate, settlements.settlementPageExport, (body, auth) => deps.exportList(body, auth));
}
