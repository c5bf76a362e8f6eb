import { setupServer } from 'msw/node';
import { agreementHandlers } from './agreement-handlers';
import { apiKeyHandlers } from './api-key-handlers';
import { cmsHandlers } from './cms-handlers';
import { loginHandlers } from './login-handlers';
import { memberHandlers } from './member-handlers';
import { notificationHandlers } from './notification-handlers';
import { orderHandlers } from './order-handlers';
import { settlementHandlers } from './settlement-handlers';
import { supplierCentreHandlers } from './supplier-centre-handlers';
import { taskHandlers } from './task-handlers';
import { userHandlers } from './user-handlers';
import { verificationHandlers } from './verification-handlers';
import { webhookHandlers } from './webhook-handlers';

/** Default answers for the calls every screen may make; tests add their own with server.use(). One per line. */
export const server = setupServer(
  ...loginHandlers,
  ...cmsHandlers,
  ...taskHandlers,
  ...orderHandlers,
  ...memberHandlers,
  ...supplierCentreHandlers,
  ...notificationHandlers,
  ...settlementHandlers,
  ...verificationHandlers,
  ...userHandlers,
  ...apiKeyHandlers,
  ...webhookHandlers,
  ...agreementHandlers,
);
