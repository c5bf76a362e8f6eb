import type { RouteEntry } from './http/operation';
import { agreementRoutes } from './modules/agreements';
import { orderRoutes } from './modules/orders';
import { taskRoutes } from './modules/tasks';
import { trackingRoutes } from './modules/tracking';

/** Every endpoint served by a named operation: each module's table from contract endpoint to operation. */
export const routeTable: readonly RouteEntry[] = [...trackingRoutes, ...taskRoutes, ...orderRoutes, ...agreementRoutes];
