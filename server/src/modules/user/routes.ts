import type { FastifyInstance } from 'fastify';
import * as user from '@contract/user';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { UserCodes } from '../login';

export interface UserModule {
  codes: UserCodes;
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
}
