import { useEffect, useMemo, useRef } from 'react';
import { debounce, throttle } from 'es-toolkit';

export interface ThrottleOptions {
  /** Default 300 ms. */
  wait?: number;
  /** Default 'throttle'. */
  mode?: 'throttle' | 'debounce';
}

export const DEFAULT_WAIT_MS = 300;

/**
 * An event handler that fires at most once per `wait` (spec §9): throttled by default or debounced, always on the
 * leading edge and never with a trailing call — a double click submits once, and nothing fires late.
 */
export function useThrottledCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  { wait = DEFAULT_WAIT_MS, mode = 'throttle' }: ThrottleOptions = {},
) {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const handler = useMemo(() => {
    const invoke = (...args: A) => latest.current(...args);
    const limit = mode === 'debounce' ? debounce : throttle;
    return limit(invoke, wait, { edges: ['leading'] });
  }, [wait, mode]);
  useEffect(() => () => handler.cancel(), [handler]);
  return handler;
}
