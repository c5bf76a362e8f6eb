import { useNavigate } from 'react-router-dom';
import { PAYEE_OPERATION_TYPES, SETTLEMENT_ACTIONABLE_STATUSES, SETTLEMENT_RESUBMITTABLE_STATUSES } from '@contract/settlements.meta';
import { LightButton } from '@/components/light/button';
import { LightCard } from '@/components/light/card';
import { LightSpace } from '@/components/light/space';
import { NoAccess } from '@/components/ui/no-access';
import { QueryState } from '@/components/ui/query-state';
import { href } from '@/config/paths';
import { useSettlementPermissions } from '@/lib/state/permissions';
import { useSettlement } from '../use-settlement';
import { BillMissing } from './bill-missing';
import { SettlementExportButton } from './export-button';
import { SettlementHead } from './settlement-head';
import { SettlementHistory } from './settlement-history';
import { SettlementLines } from './settlement-lines';

/** Check a bill: its head, its lines (paged), its audit trail; export it; onwards to confirm or resubmit. */
export function SettlementCheck({ settlementId }: { settlementId: string }) {
  const { bill, isLoading, isError, notFound, noAccess, refetch, isFetching } = useSettlement(settlementId);
  const { canConfirm } = useSettlementPermissions();
  const navigate = useNavigate();
  if (noAccess) return <NoAccess what="结算单" />;
  if (notFound) return <BillMissing settlementId={settlementId} />;
  return (
    <QueryState loading={isLoading} error={isError} onRetry={refetch} retrying={isFetching} errorText="结算单加载失败">
      {bill && (
        <LightSpace direction="vertical" size={16} style={{ width: '100%' }}>
          <LightSpace wrap>
            <SettlementExportButton settlementId={settlementId} onExported={refetch} />
            {canConfirm && SETTLEMENT_ACTIONABLE_STATUSES.includes(bill.status) && (
              <LightButton variant="primary" onClick={() => navigate(href('confirmSettlementList', { settlementId }))}>
                去确认
              </LightButton>
            )}
            {canConfirm && SETTLEMENT_RESUBMITTABLE_STATUSES.includes(bill.status) && (
              <LightButton
                variant="primary"
                onClick={() => navigate(href('accountToBeCredited', { operationType: PAYEE_OPERATION_TYPES.resubmit, settlementId }))}
              >
                修改收款账户并重新提交
              </LightButton>
            )}
          </LightSpace>
          <SettlementHead bill={bill} />
          <LightCard title="结算明细">
            <SettlementLines settlementId={settlementId} />
          </LightCard>
          <LightCard title="操作记录">
            <SettlementHistory history={bill.history} />
          </LightCard>
        </LightSpace>
      )}
    </QueryState>
  );
}
