import type { FastifyInstance } from 'fastify';
import * as agreements from '@contract/agreements';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { AgreementService } from './service';

export function agreementRoutes(app: FastifyInstance, authenticate: Authenticator, service: AgreementService): void {
  const { framework, partial } = service;
  registerEndpoint(app, authenticate, agreements.checkSign, ({ auth }) => framework.checkSign(auth));
  registerEndpoint(app, authenticate, agreements.filledDetail, ({ body, auth }) => framework.detail(auth, body.agreementId));
  registerEndpoint(app, authenticate, agreements.agreementSigning, ({ body, auth }) => framework.sign(auth, body, 'sign'));
  registerEndpoint(app, authenticate, agreements.upgradeAuthTripartite, ({ body, auth }) => framework.sign(auth, body, 'tripartite'));
  registerEndpoint(app, authenticate, agreements.getAgreementList, ({ auth }) => service.list(auth));
  registerEndpoint(app, authenticate, agreements.getPartialHtml, ({ body, auth }) => partial.get(auth, body));
  registerEndpoint(app, authenticate, agreements.partialAgreementSigning, ({ body, auth }) => partial.sign(auth, body));
}
