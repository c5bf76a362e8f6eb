import * as orders from '@contract/orders';
import { file, json, type RouteEntry } from '../../http/operation';
import { myOrderExport, myOrderList } from './list';
import { distributeOrder, getOrderMemberList, goingOrderList, takeOrder } from './service';

/** The orders endpoints this module serves (the candidate records' ones under /orders/ are the candidates module's). */
export const orderRoutes: RouteEntry[] = [
  json(orders.takeOrder, takeOrder),
  json(orders.myOrderList, myOrderList),
  // The export answers with the file itself; a refusal is still the envelope.
  file(orders.myOrderExport, myOrderExport),
  json(orders.goingOrderList, goingOrderList),
  json(orders.distributeOrder, distributeOrder),
  json(orders.getOrderMemberList, getOrderMemberList),
];
