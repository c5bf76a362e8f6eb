import type { SettlementConfirmRequest, SettlementConfirmResult } from '@contract/settlements';
import { useSettlementConfirmMutation } from './api';
import { useOnce, type Outcome } from './use-once';

export type BillActionOutcome = Outcome<SettlementConfirmResult>;

/** Confirm or dispute one bill, exactly once (see `useOnce`: the key lives until a definite answer). */
export function useBillAction(settlementId: string) {
  const [send, state] = useSettlementConfirmMutation();
  const once = useOnce<SettlementConfirmResult>();
  const act = (request: Omit<SettlementConfirmRequest, 'settlementId' | 'idempotencyKey'>): Promise<BillActionOutcome> =>
    once({ settlementId, ...request }, (keyed) => send(keyed).unwrap());
  return { act, busy: state.isLoading };
}
