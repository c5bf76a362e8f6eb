import type { RouteEntry } from './http/operation';
import { candidateRoutes } from './modules/candidates';
import { settlementRoutes } from './modules/settlements';
import { trackingRoutes } from './modules/tracking';

/** Every endpoint served by a named operation: each module's table from contract endpoint to operation. */
export const routeTable: readonly RouteEntry[] = [...trackingRoutes, ...settlementRoutes, ...candidateRoutes];
