import type { FastifyInstance } from 'fastify';
import * as contract from '@contract/api-keys';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { ApiKeyService } from './service';

export function apiKeyRoutes(app: FastifyInstance, authenticate: Authenticator, service: ApiKeyService): void {
  registerEndpoint(app, authenticate, contract.createApiKey, ({ body, auth }) => service.create(auth, body));
  registerEndpoint(app, authenticate, contract.listApiKeys, ({ auth }) => service.list(auth));
  registerEndpoint(app, authenticate, contract.revokeApiKey, ({ body, auth }) => service.revoke(auth, body.keyId));
}
