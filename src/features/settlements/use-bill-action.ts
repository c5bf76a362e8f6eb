import { useRef } from 'react';
import type { SettlementConfirmRequest, SettlementConfirmResult } from '@contract/settlements';
import type { HttpErrorInfo } from '@/lib/http';
import { useSettlementConfirmMutation } from './api';
import { useIdempotencyKey } from './idempotency';

export type BillActionOutcome = { ok: true; result: SettlementConfirmResult } | { ok: false; error: HttpErrorInfo };

/**
 * Confirm or dispute one bill, exactly once. The attempt keeps its idempotency key until a definite answer: a
 * network failure or a server error leaves it, so pressing again sends the very same request (the gateway answers
 * as it did, or acts now); a done or refused attempt drops it. A press while a request is out is ignored.
 */
export function useBillAction(settlementId: string) {
  const [send, state] = useSettlementConfirmMutation();
  const { keyFor, settle } = useIdempotencyKey();
  const inFlight = useRef<Promise<BillActionOutcome> | null>(null);

  const act = (request: Omit<SettlementConfirmRequest, 'settlementId' | 'idempotencyKey'>): Promise<BillActionOutcome> => {
    if (inFlight.current) return inFlight.current;
    const body = { settlementId, ...request };
    const idempotencyKey = keyFor(body);
    const attempt = send({ ...body, idempotencyKey })
      .unwrap()
      .then((result): BillActionOutcome => {
        settle();
        return { ok: true, result };
      })
      .catch((error: HttpErrorInfo): BillActionOutcome => {
        if (error.kind === 'business' || error.kind === 'session') settle();
        return { ok: false, error };
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = attempt;
    return attempt;
  };
  return { act, busy: state.isLoading };
}
