import type { FastifyInstance } from 'fastify';
import * as orders from '@contract/orders';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { OrderService } from './service';

export function orderRoutes(app: FastifyInstance, authenticate: Authenticator, service: OrderService): void {
  registerEndpoint(app, authenticate, orders.takeOrder, ({ body, auth }) => service.take(body.taskId, auth));
}
