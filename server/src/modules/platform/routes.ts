import * as suppliers from '@contract/platform/suppliers';
import * as todo from '@contract/platform/todo';
import type { RouteEntry } from '../../http/operation';
import { platformJson } from '../../http/platform-operation';
import {
  platformSupplierAudit,
  platformSupplierBills,
  platformSupplierDetail,
  platformSupplierList,
  platformSupplierOrders,
} from './suppliers';
import { platformTodoCounts } from './todo';

/** The console's 待办 and 供应商 reads (staff only; the roles are the contract's). */
export const platformConsoleRoutes: RouteEntry[] = [
  platformJson(todo.platformTodoCounts, platformTodoCounts),
  platformJson(suppliers.platformSupplierList, platformSupplierList),
  platformJson(suppliers.platformSupplierDetail, platformSupplierDetail),
  platformJson(suppliers.platformSupplierOrders, platformSupplierOrders),
  platformJson(suppliers.platformSupplierBills, platformSupplierBills),
  platformJson(suppliers.platformSupplierAudit, platformSupplierAudit),
];
