import { useEffect, useState } from 'react';

/** Seconds left before another code may be requested (the gateway allows one per 60 s per phone). */
export function useCooldown(seconds: number): { remaining: number; start: () => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until, now]);
  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start: () => (setNow(Date.now()), setUntil(Date.now() + seconds * 1000)) };
}
