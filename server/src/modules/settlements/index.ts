/** What other modules, the app and the ops commands may use of the settlements module. */
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createSettlementActions } from './actions';
import type { PayoutAccounts } from './common';
import { createSettlementExport } from './export';
import { supplierBankAccounts } from './payee-accounts';
import { createSettlementListExport } from './list';
import { createSettlementService, viewer } from './service';
import type { WebhookPort } from '../webhooks';

export { createSettlementPlatform, type SettlementPlatform } from './platform';
export { parseLinesFile, type FileLine } from './money';
export { settlementRoutes } from './routes';
export { billTotalsByTask, billedCandidateIds } from './commission';
export { billForSeed, insertAttendance } from './demo-seed';
export { payeeFromAccount, type PayoutAccounts, type SettlementNotices } from './common';

/** The supplier-facing parts, wired together; payees are the supplier's bank accounts unless told otherwise. */
export function createSettlementModule({ db, clock, accounts = supplierBankAccounts, webhooks }: { db: Db; clock: Clock; accounts?: PayoutAccounts; webhooks?: WebhookPort }) {
  return {
    service: createSettlementService({ db, clock }),
    actions: createSettlementActions({ db, clock, accounts, webhooks }),
    exportBill: createSettlementExport({ db, clock }),
    exportList: createSettlementListExport({ db, clock, viewer }),
  };
}
