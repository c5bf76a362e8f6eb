import { HttpResponse, delay, http } from 'msw';
import { cms, login } from '@contract/index';
import { HttpError, call, gatewayHttp, send } from '@/lib/http';
import { server } from '../msw/server';
import { API_BASE, deferred, fail, ok, onCall, status } from '../msw/contract';
import { persistGlobal } from '../utils/render-app';
import { setupSession } from '../utils/session';

const HOME_INFO = { path: '/suppliers_base/auth/home_page_user_info' } as const;
const homeInfo = { userId: 'u-1', userName: '张经理', phone: '138****8000', supplierName: null, verifyStatus: 5, isMain: true, takenOrderCount: 0, collectionCount: 0 };
const homeCall = () => call<typeof login.getHomePageUserInfo>(HOME_INFO, {});
const adsCall = () => call<typeof cms.listAds4Site>({ base: 'cms', path: '/listAds4Site' }, {});

/** The gateway of API.md: a call with the current token succeeds, any other token gets 420. */
function gatewayAccepting(valid: () => string, seen: string[] = []) {
  server.use(
    onCall(login.getHomePageUserInfo, ({ token }) => (seen.push(token ?? ''), token === valid() ? ok(homeInfo) : status(420))),
    onCall(cms.listAds4Site, ({ token }) => (seen.push(`cms:${token}`), token === valid() ? ok([]) : status(420))),
  );
  return seen;
}

/** A refresh endpoint that rotates tokens and counts its calls. */
function refreshRotating({ gate, next = 'tok-new' }: { gate?: Promise<void>; next?: string } = {}) {
  const calls: string[] = [];
  server.use(
    onCall(login.refreshToken, async ({ body, request }) => {
      calls.push(body.refreshToken);
      expect(request.headers.get('AuthToken')).toBeNull();
      if (gate) await gate;
      else await delay(10);
      return ok({ token: next, refreshToken: 'ref-2' });
    }),
  );
  return calls;
}

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

  it('the replay carries the new token, added at send time', async () => {
    await setupSession();
    const seen = gatewayAccepting(() => 'tok-fresh');
    refreshRotating({ next: 'tok-fresh' });
    await homeCall();
    expect(seen).toEqual(['tok-old', 'tok-fresh']);
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

  it('a replayed call that gets 420 again fails instead of looping', async () => {
    await setupSession();
    const seen = gatewayAccepting(() => 'never-valid');
    const refreshes = refreshRotating();
    await expect(homeCall()).rejects.toMatchObject({ kind: 'status', status: 420 });
    expect(seen).toEqual(['tok-old', 'tok-new']);
    expect(refreshes).toHaveLength(1);
  });

  it('the gateway and the content instance share the one refresh', async () => {
    await setupSession();
    const seen = gatewayAccepting(() => 'tok-new');
    const refreshes = refreshRotating();
    await Promise.all([homeCall(), adsCall(), homeCall(), adsCall()]);
    expect(refreshes).toHaveLength(1);
    expect(seen.filter((t) => t.endsWith('tok-new'))).toHaveLength(4);
  });

  it('a FormData upload replays intact', async () => {
    await setupSession();
    refreshRotating();
    const received: Array<{ token: string | null; name: FormDataEntryValue | null; fileType: string }> = [];
    server.use(
      http.post(`${API_BASE}/pc_candidate/auth/parse_resume_talent`, async ({ request }) => {
        const form = await request.formData();
        received.push({ token: request.headers.get('AuthToken'), name: form.get('name'), fileType: (form.get('file') as File).type });
        return request.headers.get('AuthToken') === 'tok-new' ? HttpResponse.json(ok({ parsed: true })) : status(420);
      }),
    );
    // jsdom's File bytes do not survive msw's conversion, so the bytes are checked on the way out.
    const sent: unknown[] = [];
    const spy = gatewayHttp.interceptors.request.use((config) => (sent.push(config.data), config));
    const form = new FormData();
    form.append('name', ' 王五 ');
    form.append('file', new File(['%PDF-1.4 resume'], 'resume.pdf', { type: 'application/pdf' }));
    try {
      await expect(send({ path: '/pc_candidate/auth/parse_resume_talent' }, form)).resolves.toEqual({ parsed: true });
    } finally {
      gatewayHttp.interceptors.request.eject(spy);
    }
    expect(received).toEqual([
      { token: 'tok-old', name: ' 王五 ', fileType: 'application/pdf' },
      { token: 'tok-new', name: ' 王五 ', fileType: 'application/pdf' },
    ]);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(form);
    const file = (sent[1] as FormData).get('file') as File;
    expect([file.name, await file.text()]).toEqual(['resume.pdf', '%PDF-1.4 resume']);
  });

  it('uses a token refreshed in another tab, without refreshing again', async () => {
    const { store } = await setupSession();
    const seen = gatewayAccepting(() => 'tok-other-tab');
    const refreshes = refreshRotating();
    // The other tab refreshed: redux-persist wrote persist:root there, and this tab hears the storage event.
    const newValue = persistGlobal({ ...store.getState().global, token: 'tok-other-tab', refreshToken: 'ref-other' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'persist:root', newValue, storageArea: localStorage }));
    expect(store.getState().global.token).toBe('tok-other-tab');
    await homeCall();
    expect(seen).toEqual(['tok-other-tab']);
    expect(refreshes).toHaveLength(0);
  });

  it('a call that was sent before another tab refreshed is replayed with that token, not refreshed twice', async () => {
    const { store } = await setupSession();
    const gate = deferred();
    const seen: string[] = [];
    server.use(
      onCall(login.getHomePageUserInfo, async ({ token }) => {
        seen.push(token ?? '');
        if (token === 'tok-other-tab') return ok(homeInfo);
        await gate.promise;
        return status(420);
      }),
    );
    const refreshes = refreshRotating();
    const pending = homeCall();
    await vi.waitFor(() => expect(seen).toEqual(['tok-old']));
    const newValue = persistGlobal({ ...store.getState().global, token: 'tok-other-tab', refreshToken: 'ref-other' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'persist:root', newValue, storageArea: localStorage }));
    gate.resolve();
    await pending;
    expect(seen).toEqual(['tok-old', 'tok-other-tab']);
    expect(refreshes).toHaveLength(0);
  });
});
