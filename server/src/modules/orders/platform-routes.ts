import * as platform from '@contract/platform/orders';
import { platformJson } from '../../http/platform-operation';
import type { RouteEntry } from '../../http/operation';
import { platformOrderList } from './platform';

/** 订单与候选人 in the platform console: the orders of a task or a supplier (operator and admin). */
export const platformOrderRoutes: RouteEntry[] = [platformJson(platform.platformOrderList, platformOrderList)];
