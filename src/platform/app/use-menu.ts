import { roleMayCall } from '@contract/platform/http.meta';
import type { StaffRole } from '@contract/platform/http.meta';
import { ENDPOINT_ROLES } from './access';
import type { EndpointName } from './access';
import { PLATFORM_PATHS } from './paths';

export type ScreenKey = Exclude<keyof typeof PLATFORM_PATHS, 'login'>;

export interface MenuEntry {
  key: ScreenKey;
  label: string;
  path: string;
  /** The call the screen opens with: whoever may make it sees the entry. */
  opensWith: EndpointName;
}

/** The menu, in the order the issue names it. */
export const MENU: readonly MenuEntry[] = [
  { key: 'todo', label: '待办', path: PLATFORM_PATHS.todo, opensWith: 'platformTodoCounts' },
  { key: 'suppliers', label: '供应商', path: PLATFORM_PATHS.suppliers, opensWith: 'platformSupplierList' },
  { key: 'tasks', label: '任务', path: PLATFORM_PATHS.tasks, opensWith: 'platformTaskList' },
  { key: 'orders', label: '订单与候选人', path: PLATFORM_PATHS.orders, opensWith: 'platformOrderList' },
  { key: 'settlements', label: '结算', path: PLATFORM_PATHS.settlements, opensWith: 'platformSettlementList' },
  { key: 'agreements', label: '协议', path: PLATFORM_PATHS.agreements, opensWith: 'platformAgreementPublish' },
  { key: 'staff', label: '员工', path: PLATFORM_PATHS.staff, opensWith: 'platformStaffList' },
  { key: 'audit', label: '操作记录', path: PLATFORM_PATHS.audit, opensWith: 'platformActionList' },
];

/** Whether `role` may make the call `name` (admin always may): what the console shows, the server enforces. */
export const may = (role: StaffRole | undefined, name: EndpointName): boolean =>
  role !== undefined && roleMayCall(ENDPOINT_ROLES[name] ?? [], role);

export const menuFor = (role: StaffRole | undefined): MenuEntry[] => MENU.filter((entry) => may(role, entry.opensWith));
