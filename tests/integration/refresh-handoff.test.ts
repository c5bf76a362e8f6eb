import { gatewayAccepting, homeCall, refreshRotating } from '../utils/refresh-fixtures';
import { setupSession } from '../utils/session';
import { readHandoff, withRefreshLock, writeHandoff } from '@/lib/http/refresh-handoff';
import { loginInfoSet } from '@/lib/state/global-slice';

describe('refreshing across tabs', () => {
  it('a tab whose refresh token another tab already spent takes the tokens that tab got instead of presenting a spent one', async () => {
    const { store } = await setupSession({ refreshToken: 'ref-1' });
    // The other tab refreshed with ref-1 a moment ago; its persisted store has not reached this tab yet.
    writeHandoff('ref-1', { token: 'tok-other-tab', refreshToken: 'ref-other' });
    const seen = gatewayAccepting(() => 'tok-other-tab');
    const refreshes = refreshRotating();
    await homeCall();
    expect(refreshes).toEqual([]);
    expect(seen).toEqual(['tok-old', 'tok-other-tab']);
    expect(store.getState().global).toMatchObject({ token: 'tok-other-tab', refreshToken: 'ref-other' });
  });

  it('a refresh leaves its result for the other tabs, keyed by the token it spent', async () => {
    await setupSession({ refreshToken: 'ref-1' });
    gatewayAccepting(() => 'tok-new');
    refreshRotating({ next: 'tok-new' });
    await homeCall();
    expect(readHandoff('ref-1')).toEqual({ token: 'tok-new', refreshToken: 'ref-2' });
    // Tokens handed over for another refresh token are not ours to take.
    expect(readHandoff('ref-unrelated')).toBeNull();
  });

  it('tabs take turns through a Web Lock where the browser has one', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    try {
      await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
      expect(request).toHaveBeenCalledWith('portal:token-refresh', expect.any(Function));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a tab that hears of a refresh in another tab while it waits for the lock does not refresh again', async () => {
    const { store } = await setupSession({ refreshToken: 'ref-1' });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const request = async (_name: string, task: () => Promise<unknown>) => (await gate, task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    try {
      const seen = gatewayAccepting(() => 'tok-other-tab');
      const refreshes = refreshRotating();
      const pending = homeCall();
      await vi.waitFor(() => expect(seen).toEqual(['tok-old']));
      store.dispatch(loginInfoSet({ token: 'tok-other-tab', refreshToken: 'ref-other' }));
      release();
      await pending;
      expect(refreshes).toEqual([]);
      expect(seen).toEqual(['tok-old', 'tok-other-tab']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
