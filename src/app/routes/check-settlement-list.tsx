import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { SettlementCheck } from '@/features/settlements/components/settlement-check';
import { SettlementViewGuard } from '@/features/settlements/components/view-guard';
import { WorkbenchMenu } from '../workbench-menu';
import { supplierOnly } from '../supplier-only';

function CheckSettlementListScreen() {
  // `status` in the path is where the user came from; the bill's real status comes from the gateway.
  const { settlementId = '' } = useParams();
  return (
    <>
      <WorkbenchMenu />
      <PageFrame
        title="查看结算单"
        breadcrumb={[{ title: '首页', to: paths.home }, { title: '结算管理', to: paths.settlementManagement }, { title: '查看结算单' }]}
      >
        <SettlementViewGuard>
          <SettlementCheck key={settlementId} settlementId={settlementId} />
        </SettlementViewGuard>
      </PageFrame>
    </>
  );
}

export default supplierOnly('查看结算单', CheckSettlementListScreen);
