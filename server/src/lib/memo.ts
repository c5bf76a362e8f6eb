import type { Clock } from './clock';

/**
 * Keeps a loader's result for `ttlSeconds`. For reference data that changes only with a deploy or a seed:
 * several app servers may briefly disagree, which for such data is harmless. Concurrent first calls share
 * one load.
 */
export function memoize<T>(clock: Clock, ttlSeconds: number, load: () => Promise<T>): () => Promise<T> {
  let cached: { value: Promise<T>; until: number } | null = null;
  return () => {
    const now = clock().getTime();
    if (!cached || cached.until <= now) {
      const value = load();
      cached = { value, until: now + ttlSeconds * 1000 };
      // A failed load must not be served for the whole TTL.
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}
