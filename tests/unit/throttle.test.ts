import { renderHook } from '@testing-library/react';
import { DEFAULT_WAIT_MS, useThrottledCallback } from '@/lib/use-throttled-callback';

describe('useThrottledCallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('throttles by default with 300 ms, on the leading edge, without a trailing call', () => {
    expect(DEFAULT_WAIT_MS).toBe(300);
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(fn));
    result.current('a');
    result.current('b');
    result.current('c');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1); // no trailing 'c'
    result.current('d');
    expect(fn).toHaveBeenLastCalledWith('d');
  });

  it('debounces on request, still leading and without a trailing call', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(fn, { mode: 'debounce', wait: 100 }));
    result.current(1);
    vi.advanceTimersByTime(50);
    result.current(2);
    vi.advanceTimersByTime(50);
    result.current(3); // still within 100 ms of the last call: ignored
    vi.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([[1]]);
  });

  it('always calls the latest handler', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useThrottledCallback(fn), { initialProps: { fn: first } });
    rerender({ fn: second });
    result.current();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
