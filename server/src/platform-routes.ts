import type { RouteEntry } from './http/operation';
import { platformCandidateRoutes } from './modules/candidates';
import { platformOrderRoutes } from './modules/orders';
import { platformSettlementRoutes } from './modules/settlements';
import { platformAuthRoutes, platformStaffRoutes } from './modules/staff';

/** Every platform console endpoint (under /api/jy-turing-platform): each owning module's table of platform operations. */
export const platformRouteTable: readonly RouteEntry[] = [
  ...platformAuthRoutes,
  ...platformStaffRoutes,
  ...platformOrderRoutes,
  ...platformCandidateRoutes,
  ...platformSettlementRoutes,
];
