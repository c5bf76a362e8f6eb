/** The orders module's public face: other modules and ops use only what is exported here. */
export { createOrderService, TAKE_PERMISSION, type OrderService } from './service';
export { orderRoutes } from './routes';
