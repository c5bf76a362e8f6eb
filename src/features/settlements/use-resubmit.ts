import type { SettlementFailCheck } from '@contract/settlements';
import { useSettlementResubmitMutation } from './api';
import { useOnce, type Outcome } from './use-once';

export type ResubmitOutcome = Outcome<SettlementFailCheck>;

/** Resubmit a failed payout to an account, exactly once: the same attempt keeps its key until a definite answer. */
export function useResubmit(settlementId: string) {
  const [send, state] = useSettlementResubmitMutation();
  const once = useOnce<SettlementFailCheck>();
  const resubmit = (payeeAccountId: string | null): Promise<ResubmitOutcome> =>
    once({ settlementId, resubmit: true as const, ...(payeeAccountId ? { payeeAccountId } : {}) }, (keyed) => send(keyed).unwrap());
  return { resubmit, busy: state.isLoading };
}
