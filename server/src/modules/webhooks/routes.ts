import type { FastifyInstance } from 'fastify';
import * as webhooks from '@contract/webhooks';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { WebhookService } from './service';

export function webhookRoutes(app: FastifyInstance, authenticate: Authenticator, service: WebhookService): void {
  registerEndpoint(app, authenticate, webhooks.webhookCreate, ({ body, auth }) => service.create(body, auth));
  registerEndpoint(app, authenticate, webhooks.webhookList, ({ auth }) => service.list(auth));
  registerEndpoint(app, authenticate, webhooks.webhookUpdate, ({ body, auth }) => service.update(body, auth));
  registerEndpoint(app, authenticate, webhooks.webhookRotateSecret, ({ body, auth }) => service.rotateSecret(body.webhookId, auth));
  registerEndpoint(app, authenticate, webhooks.webhookDelete, ({ body, auth }) => service.remove(body.webhookId, auth));
  registerEndpoint(app, authenticate, webhooks.webhookDeliveries, ({ body, auth }) => service.deliveries(body, auth));
  registerEndpoint(app, authenticate, webhooks.webhookAttempts, ({ body, auth }) => service.attempts(body.deliveryId, auth));
  registerEndpoint(app, authenticate, webhooks.webhookRedeliver, ({ body, auth }) => service.redeliver(body.deliveryId, auth));
}
