import * as auth from '@contract/platform/auth';
import type { RouteEntry } from '../../http/operation';
import { platformJson } from '../../http/platform-operation';
import { platformLogin, platformLogout, platformRefreshToken, platformSendCode, platformWhoami } from './auth-operations';

/** Staff login and sessions. */
export const platformAuthRoutes: RouteEntry[] = [
  platformJson(auth.platformSendCode, platformSendCode),
  platformJson(auth.platformLogin, platformLogin),
  platformJson(auth.platformRefreshToken, platformRefreshToken),
  platformJson(auth.platformLogout, platformLogout),
  platformJson(auth.platformWhoami, platformWhoami),
];
