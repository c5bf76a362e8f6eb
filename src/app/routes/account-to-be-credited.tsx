import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { href, paths } from '@/config/paths';
// From the components themselves, not the features' indexes (which also carry the bill screens and the profile):
// the page is drawn without antd (app/router.tsx LIGHT_SCREENS); the bank dialogs come when opened.
import { PayeeStep, isPayeeOperation } from '@/features/settlements/components/payee-step';
import { SettlementActGuard, SettlementViewGuard } from '@/features/settlements/components/view-guard';
import { supplierCentreApi } from '@/features/supplier-centre/api';
import { BankAccountList } from '@/features/supplier-centre/components/bank-account-list';
import { supplierOnly } from '../supplier-only';

const accountLabel = (a: { bankName: string; accountNumber: string; accountName: string }) =>
  `${a.bankName} ${a.accountNumber}（${a.accountName}）`;

/**
 * The payee account: the supplier centre's bank accounts (pick, add or fix one — each change confirmed by SMS),
 * and, when reached from a bill, the settlement step around them (back to confirm, or resubmit a failed payout).
 */
function AccountToBeCreditedScreen() {
  const { operationType, settlementId } = useParams();
  const { data } = supplierCentreApi.useBankInfoQuery();
  const [picked, setPicked] = useState<string | null>(null);
  const accounts = data?.list ?? [];
  // The one picked, while it still exists; else the default account.
  const chosen = accounts.find((a) => a.id === picked) ?? accounts.find((a) => a.isDefault) ?? null;
  const list = <BankAccountList selectedId={chosen?.id ?? null} onSelect={(account) => setPicked(account.id)} />;
  const fromBill = Boolean(settlementId) && isPayeeOperation(operationType);
  return (
    <PageFrame
      title="完善收款账户"
      breadcrumb={[
        { title: '首页', to: paths.home },
        ...(fromBill
          ? [{ title: '结算管理', to: paths.settlementManagement }]
          : [{ title: '个人中心', to: href('myUserInfo', { menukey: 'info' }) }]),
        { title: '完善收款账户' },
      ]}
    >
      {fromBill && isPayeeOperation(operationType) && settlementId ? (
        <SettlementViewGuard>
          <SettlementActGuard>
            <PayeeStep
              key={settlementId}
              operationType={operationType}
              settlementId={settlementId}
              payeeAccountId={chosen?.id ?? null}
              payeeLabel={chosen ? accountLabel(chosen) : undefined}
            >
              {list}
            </PayeeStep>
          </SettlementActGuard>
        </SettlementViewGuard>
      ) : (
        <BankAccountList />
      )}
    </PageFrame>
  );
}

export default supplierOnly('完善收款账户', AccountToBeCreditedScreen);
