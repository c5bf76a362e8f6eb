import type { FastifyInstance } from 'fastify';
import * as orders from '@contract/orders';
import type { Authenticator } from '../../http/auth';
import { registerFileEndpoint } from '../../http/file-route';
import { registerEndpoint } from '../../http/route';
import type { OrderService } from './service';

export function orderRoutes(app: FastifyInstance, authenticate: Authenticator, service: OrderService): void {
  registerEndpoint(app, authenticate, orders.takeOrder, ({ body, auth }) => service.take(body.taskId, auth));
  registerEndpoint(app, authenticate, orders.myOrderList, ({ body, auth }) => service.myOrders(body, auth));
  // The export answers with the file itself; a refusal is still the envelope.
  registerFileEndpoint(app, authenticate, orders.myOrderExport, (body, auth) => service.exportOrders(body, auth));
  registerEndpoint(app, authenticate, orders.goingOrderList, ({ body, auth }) => service.goingOrders(body, auth));
  registerEndpoint(app, authenticate, orders.distributeOrder, ({ body, auth }) => service.distribute(body, auth));
  registerEndpoint(app, authenticate, orders.getOrderMemberList, ({ body, auth }) => service.orderMembers(body, auth));
}
