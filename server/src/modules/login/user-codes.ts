import type { CodeScene } from '@contract/user.meta';
import type { AuthContext } from '../../http/auth';
import type { CodeService } from './codes';

/**
 * Codes sent to the caller's own phone, for other modules' confirmations (admin transfer, bank account, the
 * phone change's first step). Same limits as login codes. `verify` uses the code up: call it right before the
 * change it confirms; `check` only tells a form whether the code is right.
 */
export function createUserCodes(codes: CodeService) {
  const ip = (auth: AuthContext) => auth.clientIp ?? 'unknown';
  return {
    send: (auth: AuthContext, scene: CodeScene) => codes.send(auth.phone, ip(auth), scene),
    check: (auth: AuthContext, scene: CodeScene, code: string) => codes.check(auth.phone, code, ip(auth), scene),
    verify: (auth: AuthContext, scene: CodeScene, code: string) => codes.verify(auth.phone, code, ip(auth), scene),
  };
}

export type UserCodes = ReturnType<typeof createUserCodes>;
