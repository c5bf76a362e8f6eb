/**
 * The supplier centre: the company profile and the bank accounts. Settlements read payout accounts (full
 * number, tenant-filtered) through getPayoutAccount / getDefaultPayoutAccount.
 */
export {
  createBankService,
  getDefaultPayoutAccount,
  getPayoutAccount,
  type BankService,
  type PayoutAccount,
  type VerifyCode,
} from './bank';
export { createCompanyProfileService, mayReadLogo, type CompanyProfileService } from './profile';
export { supplierCentreRoutes } from './routes';
export { insertDemoBankAccounts, insertDemoProfile } from './demo-seed';
