import { useParams, useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { SettlementActGuard, SettlementConfirm, SettlementViewGuard } from '@/features/settlements';

export default function ConfirmSettlementListScreen() {
  const { settlementId = '' } = useParams();
  // The payee-account page hands the chosen account back in the query string.
  const [search] = useSearchParams();
  const payeeAccountId = search.get('payeeAccountId') ?? undefined;
  return (
    <PageFrame
      title="确认结算单"
      breadcrumb={[{ title: '首页', to: paths.home }, { title: '结算管理', to: paths.settlementManagement }, { title: '确认结算单' }]}
    >
      <SettlementViewGuard>
        <SettlementActGuard>
          <SettlementConfirm key={settlementId} settlementId={settlementId} payeeAccountId={payeeAccountId} />
        </SettlementActGuard>
      </SettlementViewGuard>
    </PageFrame>
  );
}
