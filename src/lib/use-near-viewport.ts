import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (once true, it stays true), with the callback ref to
 * put on it. For what only that element shows and no one needs before scrolling to it (the footer's details): a
 * phone that never scrolls there never fetches them. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
