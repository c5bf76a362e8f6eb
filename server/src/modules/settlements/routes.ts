import * as orders from '@contract/orders';
import * as settlements from '@contract/settlements';
import { file, json, type RouteEntry } from '../../http/operation';
import { settlementConfirm, settlementDelete, settlementFailCheck } from './actions';
import { myCommission } from './commission';
import { settlementExport } from './export';
import { settlementPageExport } from './list';
import { settlementCount, settlementDetailBase, settlementDetailList, settlementPage } from './service';

export const settlementRoutes: RouteEntry[] = [
  json(settlements.settlementPage, settlementPage),
  json(settlements.settlementCount, settlementCount),
  json(settlements.settlementDetailBase, settlementDetailBase),
  json(settlements.settlementDetailList, settlementDetailList),
  json(settlements.settlementConfirm, settlementConfirm),
  json(settlements.settlementDelete, settlementDelete),
  json(settlements.settlementFailCheck, settlementFailCheck),
  // The exports answer with the file itself; a refusal (validation, permission, not found) is still the envelope.
  file(settlements.settlementExport, settlementExport),
  file(settlements.settlementPageExport, settlementPageExport),
  // The supplier's commission is the money its bills (and per-person hires) bring: served here, beside the bills.
  json(orders.myCommission, myCommission),
];
