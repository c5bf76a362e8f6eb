import { setupServer } from 'msw/node';
import { cmsHandlers } from './cms-handlers';
import { loginHandlers } from './login-handlers';
import { memberHandlers } from './member-handlers';
import { orderHandlers } from './order-handlers';
import { taskHandlers } from './task-handlers';
import { verificationHandlers } from './verification-handlers';

/** Default answers for the calls every screen may make; tests add their own with server.use(). */
export const server = setupServer(...loginHandlers, ...cmsHandlers, ...taskHandlers, ...orderHandlers, ...memberHandlers, ...verificationHandlers);
