import type { FastifyInstance } from 'fastify';
import * as user from '@contract/user';
import { ERROR_CODES } from '@contract/http';
import { requireSupplier, type AuthContext, type Authenticator } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { registerEndpoint } from '../../http/route';
import type { UserCodes } from '../login';
import type { NameChange } from './name';
import type { PhoneChange } from './phone-change';

export interface UserModule {
  codes: UserCodes;
  phoneChange: PhoneChange;
  names: NameChange;
}

/**
 * Who may ask for a scene's code: the admin transfer is the administrator's; bank details belong to a supplier.
 * (The action the code confirms checks its own permission again.)
 */
function mayUseScene(auth: AuthContext, scene: user.SelfCodeScene): void {
  const supplier = requireSupplier(auth);
  if (scene === 'transfer_admin' && !supplier.isMain) throw new BusinessError(ERROR_CODES.forbidden, '仅企业管理员可以转让管理员');
}

export function userRoutes(app: FastifyInstance, authenticate: Authenticator, m: UserModule): void {
  registerEndpoint(app, authenticate, user.sendVerCode, async ({ body, auth }) => {
    mayUseScene(auth, body.scene);
    await m.codes.send(auth, body.scene);
    return null;
  });
  registerEndpoint(app, authenticate, user.checkVerCode, async ({ body, auth }) => {
    mayUseScene(auth, body.scene);
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
  registerEndpoint(app, authenticate, user.updateName, ({ body, auth }) => m.names.updateName(auth, body.name));
}
