import { useCallback, useRef } from 'react';

/** A version 4 UUID; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per attempt: the same request sent again (a double click, a retry after a network failure) carries the
 * same key, so the gateway changes the bill once and answers every copy alike. A different request (another
 * action, reason or account) is a new attempt and gets a new key; so does anything after a settled answer.
 */
export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const fingerprint = JSON.stringify(request);
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  /** The attempt got its answer (done or refused): the next one is new. */
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, settle };
}
