import * as actions from '@contract/platform/audit';
import * as auth from '@contract/platform/auth';
import * as staff from '@contract/platform/staff';
import type { RouteEntry } from '../../http/operation';
import { platformFile, platformJson } from '../../http/platform-operation';
import { platformActionExport, platformActionList } from './action-log';
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

/** 操作记录 (admin only). */
export const platformActionRoutes: RouteEntry[] = [
  platformJson(actions.platformActionList, platformActionList),
  platformFile(actions.platformActionExport, platformActionExport),
];
