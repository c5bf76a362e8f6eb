import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown whose deadline lives in localStorage, so a page reload does not reset it (the send-code button
 * stays disabled for the whole 60 s).
 */
export function usePersistentCountdown(storageKey: string, seconds: number) {
  const [deadline, setDeadline] = useState(() => Number(localStorage.getItem(storageKey)) || 0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) {
        clearInterval(timer);
        localStorage.removeItem(storageKey);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [deadline, storageKey]);

  const start = useCallback(() => {
    const t = Date.now();
    const next = t + seconds * 1000;
    localStorage.setItem(storageKey, String(next));
    setNow(t);
    setDeadline(next);
  }, [seconds, storageKey]);

  return { remaining: Math.max(0, Math.ceil((deadline - now) / 1000)), start };
}
