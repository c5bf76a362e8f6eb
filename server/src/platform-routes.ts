import type { RouteEntry } from './http/operation';
import { platformAuthRoutes, platformStaffRoutes } from './modules/staff';

/** Every platform console endpoint (under /api/jy-turing-platform): each owning module's table of platform operations. */
export const platformRouteTable: readonly RouteEntry[] = [
  ...platformAuthRoutes,
  ...platformStaffRoutes,
];
