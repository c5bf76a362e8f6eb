import type { SettlementCounts } from '@contract/settlements';
import { SETTLEMENT_STATUSES, SETTLEMENT_STATUS_LABELS } from '@contract/settlements.meta';
import { yuan } from '../format';

/** The total amount of the supplier's bills per status (a superseded bill adds nothing), beside how many there are. */
export function SettlementAmounts({ counts }: { counts: SettlementCounts | undefined }) {
  if (!counts) return null;
  return (
    <dl className="settlement-amounts" aria-label="各状态结算金额">
      {SETTLEMENT_STATUSES.map((s) => (
        <div key={s} className="settlement-amount">
          <dt>
            {SETTLEMENT_STATUS_LABELS[s]} · {counts[s]} 张
          </dt>
          <dd>{yuan(counts.amounts[s])}</dd>
        </div>
      ))}
    </dl>
  );
}
