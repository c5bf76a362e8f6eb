import type { SettlementCounts } from '@contract/settlements';
import { SETTLEMENT_STATUSES, SETTLEMENT_STATUS_LABELS } from '@contract/settlements.meta';
import { LightSkeletonText } from '@/components/light/skeleton';
import { yuan } from '../format';

/**
 * The total amount of the supplier's bills per status (a superseded bill adds nothing), beside how many there are.
 * Until the counts come, the same boxes with grey bars for the figures: the tabs and the list under them stay put.
 */
export function SettlementAmounts({ counts }: { counts: SettlementCounts | undefined }) {
  return (
    <dl className="settlement-amounts" aria-label="各状态结算金额" aria-busy={counts ? undefined : true}>
      {SETTLEMENT_STATUSES.map((s) => (
        <div key={s} className="settlement-amount">
          <dt>
            {SETTLEMENT_STATUS_LABELS[s]} · {counts ? counts[s] : <LightSkeletonText width="1em" />} 张
          </dt>
          <dd>{counts ? yuan(counts.amounts[s]) : <LightSkeletonText width="5em" />}</dd>
        </div>
      ))}
    </dl>
  );
}
