import type { RouteEntry } from './http/operation';
import { agreementRoutes } from './modules/agreements';
import { apiKeyRoutes } from './modules/api-keys';
import { auditRoutes } from './modules/audit';
import { candidateRoutes } from './modules/candidates';
import { cmsRoutes } from './modules/cms';
import { fileRoutes } from './modules/files';
import { loginRoutes } from './modules/login';
import { memberChannelRoutes, memberRoutes } from './modules/members';
import { messageRoutes } from './modules/messages';
import { notificationRoutes } from './modules/notifications';
import { orderRoutes } from './modules/orders';
import { referenceRoutes } from './modules/reference';
import { resumeRoutes } from './modules/resumes';
import { settlementRoutes } from './modules/settlements';
import { taskImportRoutes } from './modules/task-import';
import { supplierCentreRoutes } from './modules/supplier-centre';
import { taskRoutes } from './modules/tasks';
import { trackingRoutes } from './modules/tracking';
import { userEmailRoutes, userRoutes } from './modules/user';
import { verificationRoutes } from './modules/verification';
import { webhookRoutes } from './modules/webhooks';

/** Every endpoint served by a named operation: each module's table from contract endpoint to operation. */
export const routeTable: readonly RouteEntry[] = [
  ...trackingRoutes,
  ...loginRoutes,
  ...memberRoutes,
  ...userRoutes,
  ...fileRoutes,
  ...apiKeyRoutes,
  ...auditRoutes,
  ...referenceRoutes,
  ...cmsRoutes,
  ...taskRoutes,
  ...orderRoutes,
  ...agreementRoutes,
  ...settlementRoutes,
  ...candidateRoutes,
  ...messageRoutes,
  ...userEmailRoutes,
  ...memberChannelRoutes,
  ...resumeRoutes,
  ...taskImportRoutes,
  ...notificationRoutes,
  ...verificationRoutes,
  ...supplierCentreRoutes,
  ...webhookRoutes,
];
