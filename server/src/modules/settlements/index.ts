/** What other modules, the app and the ops commands may use of the settlements module. */
export { issueSettlement, paySettlement, resolveSettlementDispute } from './platform';
export { settlementConfirm } from './actions';
export { settlementPage } from './service';
export { parseLinesFile, type FileLine } from './money';
export { settlementRoutes } from './routes';
export { billForSeed, insertAttendance } from './demo-seed';
export type { SettlementCtx } from './common';
export { failedPayoutCount, openDisputeCount } from './todo-repo';
export { platformSettlementRoutes } from './platform-routes';
export { platformDisputeReject, platformSettlementCorrect, platformSettlementPay, platformSettlementPayFail } from './platform-actions';
export { platformSettlementIssue, platformSettlementTemplate } from './platform-issue';
export { platformSettlementDetail, platformSettlementList } from './platform-views';
