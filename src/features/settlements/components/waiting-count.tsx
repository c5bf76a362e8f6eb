import { SETTLEMENT_ACTIONABLE_STATUSES, SETTLEMENT_RESUBMITTABLE_STATUSES } from '@contract/settlements.meta';
import { useSettlementPermissions } from '@/lib/state/permissions';
import { useSettlementCountQuery } from '../api';

/** Bills waiting for the supplier: pending ones to confirm or dispute, failed ones to resubmit. */
const WAITING = [...SETTLEMENT_ACTIONABLE_STATUSES, ...SETTLEMENT_RESUBMITTABLE_STATUSES];

/**
 * The count beside 结算管理 in the workbench menu (nothing without settlement:view, or when none waits). The
 * tabs' own query: it moves whenever a bill changes (every bill call invalidates `Settlement`).
 */
export default function SettlementWaitingCount() {
  const { canView } = useSettlementPermissions();
  const { data } = useSettlementCountQuery(undefined, { skip: !canView });
  const n = data ? WAITING.reduce((sum, status) => sum + data[status], 0) : 0;
  if (!n) return null;
  const detail = `待确认 ${data!.pending} 张，付款失败待重新提交 ${data!.failed} 张`;
  return (
    <>
      <span className="workbench-menu-badge" aria-hidden="true" title={detail}>
        {n > 99 ? '99+' : n}
      </span>
      <span className="visually-hidden">（{n} 张结算单待处理）</span>
    </>
  );
}
