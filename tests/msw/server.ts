import { setupServer } from 'msw/node';
import { cmsHandlers } from './cms-handlers';
import { loginHandlers } from './login-handlers';
import { notificationHandlers } from './notification-handlers';
import { orderHandlers } from './order-handlers';
import { settlementHandlers } from './settlement-handlers';
import { supplierCentreHandlers } from './supplier-centre-handlers';
import { taskHandlers } from './task-handlers';

/** Default answers for the calls every screen may make; tests add their own with server.use(). */
export const server = setupServer(...loginHandlers, ...cmsHandlers, ...taskHandlers, ...orderHandlers, ...notificationHandlers, ...supplierCentreHandlers, ...settlementHandlers);
