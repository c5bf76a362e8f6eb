import { useRef } from 'react';
import type { SettlementFailCheck } from '@contract/settlements';
import type { HttpErrorInfo } from '@/lib/http';
import { useSettlementResubmitMutation } from './api';
import { useIdempotencyKey } from './idempotency';

export type ResubmitOutcome = { ok: true; result: SettlementFailCheck } | { ok: false; error: HttpErrorInfo };

/** Resubmit a failed payout to an account, exactly once: the same attempt keeps its key until a definite answer. */
export function useResubmit(settlementId: string) {
  const [send, state] = useSettlementResubmitMutation();
  const { keyFor, settle } = useIdempotencyKey();
  const inFlight = useRef<Promise<ResubmitOutcome> | null>(null);

  const resubmit = (payeeAccountId: string | null): Promise<ResubmitOutcome> => {
    if (inFlight.current) return inFlight.current;
    const body = { settlementId, resubmit: true as const, ...(payeeAccountId ? { payeeAccountId } : {}) };
    const attempt = send({ ...body, idempotencyKey: keyFor(body) })
      .unwrap()
      .then((result): ResubmitOutcome => {
        settle();
        return { ok: true, result };
      })
      .catch((error: HttpErrorInfo): ResubmitOutcome => {
        if (error.kind === 'business' || error.kind === 'session') settle();
        return { ok: false, error };
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = attempt;
    return attempt;
  };
  return { resubmit, busy: state.isLoading };
}
