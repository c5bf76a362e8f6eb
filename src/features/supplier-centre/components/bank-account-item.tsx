import type { ReactNode } from 'react';
import { LightTag } from '@/components/light/tag';
import type { BankInfoData } from '../api';

export type BankAccountView = BankInfoData['list'][number];

/** One account as a card: bank, masked number, name, branch, the default mark, and its actions. */
export function BankAccountItem({ account, actions, selector }: { account: BankAccountView; actions?: ReactNode; selector?: ReactNode }) {
  return (
    <li className="bank-account-item" aria-label={`${account.bankName} ${account.accountNumber}`}>
      {selector}
      <div className="bank-account-main">
        <div className="bank-account-title">
          <strong>{account.bankName}</strong>
          {account.isDefault ? <LightTag color="blue">默认</LightTag> : null}
        </div>
        <div className="bank-account-number">{account.accountNumber}</div>
        <div className="bank-account-meta">
          {account.accountName}
          {account.branchName ? ` · ${account.branchName}` : ''}
        </div>
      </div>
      {actions ? <div className="bank-account-actions">{actions}</div> : null}
    </li>
  );
}
