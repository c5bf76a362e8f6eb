import type { RouteEntry } from './http/operation';
import { platformAgreementRoutes } from './modules/agreements';
import { platformCandidateRoutes } from './modules/candidates';
import { platformOrderRoutes } from './modules/orders';
import { platformConsoleRoutes } from './modules/platform';
import { platformSettlementRoutes } from './modules/settlements';
import { platformActionRoutes, platformAuthRoutes, platformStaffRoutes } from './modules/staff';
import { platformTaskRoutes } from './modules/tasks';
import { platformVerificationRoutes } from './modules/verification';

/** Every platform console endpoint (under /api/jy-turing-platform): each owning module's table of platform operations. */
export const platformRouteTable: readonly RouteEntry[] = [
  ...platformAuthRoutes,
  ...platformStaffRoutes,
  ...platformActionRoutes,
  ...platformConsoleRoutes,
  ...platformVerificationRoutes,
  ...platformTaskRoutes,
  ...platformAgreementRoutes,
  ...platformOrderRoutes,
  ...platformCandidateRoutes,
  ...platformSettlementRoutes,
];
