import { HttpResponse, delay } from 'msw';
import { login } from '@contract/index';
import { HttpError } from '@/lib/http';
import { server } from '../msw/server';
import { deferred, fail, onCall, status } from '../msw/contract';
import { adsCall, gatewayAccepting, homeCall, refreshRotating } from '../utils/refresh-fixtures';
import { setupSession } from '../utils/session';

describe('the refresh queue', () => {
  it('50 concurrent calls answered 420 cause exactly one refresh, and all 50 succeed with the new token', async () => {
    const { store } = await setupSession();
    const seen = gatewayAccepting(() => 'tok-new');
    const refreshes = refreshRotating();
    const results = await Promise.all(Array.from({ length: 50 }, homeCall));
    expect(results).toHaveLength(50);
    expect(results.every((r) => r.userName === '张经理')).toBe(true);
    expect(refreshes).toEqual(['ref-1']);
    expect(seen.filter((t) => t === 'tok-new')).toHaveLength(50);
    expect(store.getState().global).toMatchObject({ token: 'tok-new', refreshToken: 'ref-2' });
  });

  it('a call made while the refresh runs waits, then goes out once with the new token', async () => {
    await setupSession();
    const seen = gatewayAccepting(() => 'tok-new');
    const gate = deferred();
    const refreshes = refreshRotating({ gate: gate.promise });
    const first = homeCall();
    await vi.waitFor(() => expect(refreshes).toHaveLength(1));
    const second = homeCall();
    await delay(30);
    expect(seen).toEqual(['tok-old']); // the second call has not gone out with the old token
    gate.resolve();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(seen).toEqual(['tok-old', 'tok-new', 'tok-new']);
    expect(refreshes).toHaveLength(1);
  });

  it('a failed refresh clears the session and lands on /login with sid and sourcecode; every waiting call fails', async () => {
    const { store, where } = await setupSession();
    gatewayAccepting(() => 'tok-new');
    let refreshes = 0;
    server.use(onCall(login.refreshToken, () => (refreshes++, fail('E000105', '登录已过期，请重新登录'))));
    const outcomes = await Promise.allSettled([homeCall(), homeCall(), adsCall()]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(outcomes.map((o) => (o.status === 'rejected' ? (o.reason as HttpError).kind : ''))).toEqual(['session', 'session', 'session']);
    expect(refreshes).toBe(1);
    expect(store.getState().global.token).toBe('');
    expect(where()).toBe('/login?sid=S1&sourcecode=C1');
  });

  it('the refresh call itself is never intercepted: a 420 or 401 on it ends the session instead of looping', async () => {
    for (const code of [420, 401]) {
      const { store, where } = await setupSession();
      gatewayAccepting(() => 'tok-new');
      let refreshes = 0;
      server.use(onCall(login.refreshToken, () => (refreshes++, status(code))));
      await expect(homeCall()).rejects.toBeInstanceOf(HttpError);
      expect(refreshes).toBe(1);
      expect(store.getState().global.token).toBe('');
      expect(where()).toBe('/login?sid=S1&sourcecode=C1');
    }
  });

  it('a refresh that gets no answer, or a 5xx, keeps the session: the calls fail with the network message', async () => {
    for (const answer of [() => HttpResponse.error(), () => status(503)]) {
      const { store, where, toasts } = await setupSession();
      gatewayAccepting(() => 'tok-new');
      server.use(onCall(login.refreshToken, answer));
      await expect(homeCall()).rejects.toMatchObject({ kind: 'network' });
      expect(store.getState().global).toMatchObject({ token: 'tok-old', refreshToken: 'ref-1' });
      expect(where()).toBe('/workbench/order?sid=S1&sourcecode=C1');
      expect(toasts.error).toContain('您的网络发生异常，无法连接服务器');
    }
  });

  it('a refresh answered 900 warns 「账号异常，请重新登录」 and ends the session', async () => {
    const { store, where, toasts } = await setupSession();
    gatewayAccepting(() => 'tok-new');
    server.use(onCall(login.refreshToken, () => status(900)));
    await expect(homeCall()).rejects.toMatchObject({ kind: 'session' });
    expect(toasts.warning).toContain('账号异常，请重新登录');
    expect(store.getState().global.token).toBe('');
    expect(where()).toBe('/login?sid=S1&sourcecode=C1');
  });

  it('the gateway and the content instance share the one refresh', async () => {
    await setupSession();
    const seen = gatewayAccepting(() => 'tok-new');
    const refreshes = refreshRotating();
    await Promise.all([homeCall(), adsCall(), homeCall(), adsCall()]);
    expect(refreshes).toHaveLength(1);
    expect(seen.filter((t) => t.endsWith('tok-new'))).toHaveLength(4);
  });
});
