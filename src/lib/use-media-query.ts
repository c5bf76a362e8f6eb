import { useCallback, useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px): a phone, where lists become cards. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Whether the media query matches now, re-rendering when it starts or stops matching (a rotated phone, a resized
 * window). Without `matchMedia` (a test environment that has none) it never matches.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
