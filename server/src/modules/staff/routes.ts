import * as auth from '@contract/platform/auth';
import * as staff from '@contract/platform/staff';
import type { RouteEntry } from '../../http/operation';
import { platformJson } from '../../http/platform-operation';
import { platformLogin, platformLogout, platformRefreshToken, platformSendCode, platformWhoami } from './auth-operations';
import { platformStaffCreate, platformStaffList, platformStaffUpdate } from './staff-operations';

/** Staff login and sessions. */
export const platformAuthRoutes: RouteEntry[] = [
  platformJson(auth.platformSendCode, platformSendCode),
  platformJson(auth.platformLogin, platformLogin),
  platformJson(auth.platformRefreshToken, platformRefreshToken),
  platformJson(auth.platformLogout, platformLogout),
  platformJson(auth.platformWhoami, platformWhoami),
];

/** 员工 (admin only). */
export const platformStaffRoutes: RouteEntry[] = [
  platformJson(staff.platformStaffList, platformStaffList),
  platformJson(staff.platformStaffCreate, platformStaffCreate),
  platformJson(staff.platformStaffUpdate, platformStaffUpdate),
];
