import { act } from '@testing-library/react';

type Listener = (event: { matches: boolean; media: string }) => void;

/** Whether a width query — `(max-width: Npx)`, `(min-width: Npx)`, joined by `and` — holds at `width`. */
function holds(query: string, width: number): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const m = /\((max|min)-width:\s*([\d.]+)px\)/.exec(part);
    if (!m) return false;
    const n = Number(m[2]);
    return m[1] === 'max' ? width <= n : width >= n;
  });
}

/**
 * A window `width` px wide as far as `matchMedia` tells (jsdom has no layout): the shared table's phone switch and
 * antd's breakpoints both ask it. `resize()` changes the width and tells every listener, as a rotated phone would.
 * Restored after the test (vi.restoreAllMocks in tests/setup.ts).
 */
export function mockViewport(width: number) {
  let current = width;
  const watched: { query: string; listeners: Set<Listener> }[] = [];
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const listeners = new Set<Listener>();
    watched.push({ query, listeners });
    return {
      media: query,
      get matches() {
        return holds(query, current);
      },
      onchange: null,
      addListener: (l: Listener) => void listeners.add(l),
      removeListener: (l: Listener) => void listeners.delete(l),
      addEventListener: (_type: string, l: Listener) => void listeners.add(l),
      removeEventListener: (_type: string, l: Listener) => void listeners.delete(l),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  });
  return {
    resize(next: number) {
      current = next;
      act(() => {
        for (const { query, listeners } of watched) for (const l of [...listeners]) l({ matches: holds(query, current), media: query });
      });
    },
  };
}
