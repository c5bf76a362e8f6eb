import type { RouteEntry } from './http/operation';
import { memberChannelRoutes } from './modules/members';
import { messageRoutes } from './modules/messages';
import { trackingRoutes } from './modules/tracking';
import { userEmailRoutes } from './modules/user';

/** Every endpoint served by a named operation: each module's table from contract endpoint to operation. */
export const routeTable: readonly RouteEntry[] = [...trackingRoutes, ...messageRoutes, ...userEmailRoutes, ...memberChannelRoutes];
