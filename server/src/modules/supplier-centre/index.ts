/**
 * The supplier centre: the company profile and the bank accounts. Settlements read payout accounts (full
 * number, tenant-filtered) through getPayoutAccount / getDefaultPayoutAccount.
 */
export { bankInfo, getDefaultPayoutAccount, getPayoutAccount, operationBank, type PayoutAccount } from './bank';
export { detail, editDetail, mayReadLogo, uploadLogo } from './profile';
export { supplierCentreRoutes } from './routes';
export { insertDemoBankAccounts, insertDemoProfile } from './demo-seed';
