import type { FastifyInstance } from 'fastify';
import * as user from '@contract/user';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { UserCodes } from '../login';
import type { PhoneChange } from './phone-change';

export interface UserModule {
  codes: UserCodes;
  phoneChange: PhoneChange;
}

export function userRoutes(app: FastifyInstance, authenticate: Authenticator, m: UserModule): void {
  registerEndpoint(app, authenticate, user.sendVerCode, async ({ body, auth }) => {
    await m.codes.send(auth, body.scene);
    return null;
  });
  registerEndpoint(app, authenticate, user.checkVerCode, async ({ body, auth }) => {
    await m.codes.check(auth, body.scene, body.code);
    return null;
  });

  registerEndpoint(app, authenticate, user.updatePhoneOldSend, async ({ auth }) => {
    await m.phoneChange.sendOld(auth);
    return null;
  });
  registerEndpoint(app, authenticate, user.updatePhoneOldCheck, ({ body, auth }) => m.phoneChange.checkOld(auth, body.code));
  registerEndpoint(app, authenticate, user.updatePhoneNewSend, async ({ body, auth }) => {
    await m.phoneChange.sendNew(auth, body);
    return null;
  });
  registerEndpoint(app, authenticate, user.updatePhoneNewCheck, ({ body, auth }) => m.phoneChange.checkNew(auth, body));
}
