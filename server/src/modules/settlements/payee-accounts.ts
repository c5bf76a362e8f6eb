import { getDefaultPayoutAccount, getPayoutAccount } from '../supplier-centre';
import { payeeFromAccount, type PayoutAccounts } from './common';

/** The supplier's bank accounts (supplier-centre, tenant-filtered) as payees; the bill keeps a masked snapshot. */
export const supplierBankAccounts: PayoutAccounts = {
  async get(db, supplierId, accountId) {
    const account = await getPayoutAccount(db, supplierId, accountId);
    return account && payeeFromAccount(account);
  },
  async getDefault(db, supplierId) {
    const account = await getDefaultPayoutAccount(db, supplierId);
    return account && payeeFromAccount(account);
  },
};
