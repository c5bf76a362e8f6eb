import { useParams, useSearchParams } from 'react-router-dom';
import { LightAlert } from '@/components/light/alert';
import { LightText } from '@/components/light/text';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { SettlementConfirm } from '@/features/settlements/components/settlement-confirm';
import { SettlementActGuard, SettlementViewGuard } from '@/features/settlements/components/view-guard';
import { supplierCentreApi } from '@/features/supplier-centre/api';
import { WorkbenchMenu } from '../workbench-menu';
import { supplierOnly } from '../supplier-only';

const accountLabel = (a: { bankName: string; accountNumber: string; accountName: string }) =>
  `${a.bankName} ${a.accountNumber}（${a.accountName}）`;

/** The account the bill will be paid to: the one chosen on the payee page (query string), else the default. */
function usePayee(payeeAccountId: string | undefined) {
  const { data, isLoading } = supplierCentreApi.useBankInfoQuery();
  const accounts = data?.list ?? [];
  const account = accounts.find((a) => a.id === payeeAccountId) ?? accounts.find((a) => a.isDefault) ?? null;
  const label = account ? accountLabel(account) : undefined;
  const slot = isLoading ? (
    <LightText type="secondary">正在读取收款账户…</LightText>
  ) : account ? (
    <LightText>
      {label}
      {account.isDefault && account.id !== payeeAccountId ? '（默认账户）' : ''}
    </LightText>
  ) : (
    <LightAlert type="warning" showIcon message="还没有收款账户：确认前请先添加收款账户" />
  );
  return { accountId: account?.id, label, slot };
}

function ConfirmSettlementListScreen() {
  const { settlementId = '' } = useParams();
  // The payee-account page hands the chosen account back in the query string.
  const [search] = useSearchParams();
  const payee = usePayee(search.get('payeeAccountId') ?? undefined);
  return (
    <>
      <WorkbenchMenu />
      <PageFrame
        title="确认结算单"
        breadcrumb={[{ title: '首页', to: paths.home }, { title: '结算管理', to: paths.settlementManagement }, { title: '确认结算单' }]}
      >
        <SettlementViewGuard>
          <SettlementActGuard>
            <SettlementConfirm
              key={settlementId}
              settlementId={settlementId}
              payeeAccountId={payee.accountId}
              payeeLabel={payee.label}
              payeeSlot={payee.slot}
            />
          </SettlementActGuard>
        </SettlementViewGuard>
      </PageFrame>
    </>
  );
}

export default supplierOnly('确认结算单', ConfirmSettlementListScreen);
