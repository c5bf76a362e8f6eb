import { useNavigate } from 'react-router-dom';
import { LightButton } from '@/components/light/button';
import { StatusPanel } from '@/components/ui/status-panel';
import { paths } from '@/config/paths';

/** An id this supplier has no bill for (never another supplier's data): say so and lead back to the list. */
export function BillMissing({ settlementId }: { settlementId: string }) {
  const navigate = useNavigate();
  return (
    <StatusPanel
      status="warning"
      title="结算单不存在"
      subTitle={`找不到结算单 ${settlementId || ''}，它可能已被删除，或不属于本公司。`}
      extra={<LightButton onClick={() => navigate(paths.settlementManagement)}>返回结算管理</LightButton>}
    />
  );
}
