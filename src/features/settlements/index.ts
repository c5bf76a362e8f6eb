// Settlements: bills issued by the platform, checked, confirmed exactly once or disputed, paid to a payee account.
// The screens carry the shared table, so the routes import them from here (their own chunks).
export { settlementsApi } from './api';
export { SettlementList } from './components/settlement-list';
export type { TaskOption } from './components/settlement-filters';
export { SettlementCheck } from './components/settlement-check';
export { SettlementConfirm } from './components/settlement-confirm';
export type { SettlementConfirmProps } from './components/settlement-confirm';
export { SettlementViewGuard, SettlementActGuard } from './components/view-guard';
export { PayeeStep, isPayeeOperation } from './components/payee-step';
export type { PayeeStepProps, PayeeOperation } from './components/payee-step';
