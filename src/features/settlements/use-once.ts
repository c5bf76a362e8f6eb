import { useRef } from 'react';
import type { HttpErrorInfo } from '@/lib/http';
import { useIdempotencyKey } from './idempotency';

export type Outcome<T> = { ok: true; result: T } | { ok: false; error: HttpErrorInfo };

/**
 * Send one request to a bill exactly once. The attempt keeps its idempotency key until a definite answer: a network
 * failure or a server error leaves it, so pressing again sends the very same request (the gateway answers as it
 * did, or acts now); a done or refused attempt drops it. A press while a request is out gets that request's outcome.
 */
export function useOnce<T>() {
  const { keyFor, settle } = useIdempotencyKey();
  const inFlight = useRef<Promise<Outcome<T>> | null>(null);

  return <B extends object>(body: B, send: (keyed: B & { idempotencyKey: string }) => Promise<T>): Promise<Outcome<T>> => {
    if (inFlight.current) return inFlight.current;
    const attempt = send({ ...body, idempotencyKey: keyFor(body) })
      .then((result): Outcome<T> => {
        settle();
        return { ok: true, result };
      })
      .catch((error: HttpErrorInfo): Outcome<T> => {
        if (error.kind === 'business' || error.kind === 'session') settle();
        return { ok: false, error };
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = attempt;
    return attempt;
  };
}
