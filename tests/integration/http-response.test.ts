import { HttpResponse, http } from 'msw';
import { cms, login } from '@contract/index';
import { HttpError, MESSAGES, STATUS_MESSAGES, call, send } from '@/lib/http';
import { PERSIST_STORAGE_KEY } from '@/app/store';
import { server } from '../msw/server';
import { API_BASE, fail, ok, onCall, status } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { setupSession } from '../utils/session';

const HOME_INFO = { path: '/suppliers_base/auth/home_page_user_info' } as const;
const homeCall = () => call<typeof login.getHomePageUserInfo>(HOME_INFO, {});
const answer = (response: () => Response) => server.use(http.post(`${API_BASE}${HOME_INFO.path}`, response));

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('responses', () => {
  it('toasts errorMsg and rejects when flag is false with an ordinary code; the session stays', async () => {
    const { store, toasts, where } = await setupSession();
    answer(() => HttpResponse.json(fail('E000409', '该任务已被接单')));
    const error = await rejection(homeCall());
    expect(error).toMatchObject({ kind: 'business', code: 'E000409', message: '该任务已被接单' });
    expect(toasts.error).toEqual(['该任务已被接单']);
    expect(store.getState().global.token).toBe('tok-old');
    expect(where()).toBe('/workbench/order?sid=S1&sourcecode=C1');
  });

  it('does not toast the codes a call shows in its own words, but still rejects with them', async () => {
    const { toasts } = await setupSession();
    answer(() => HttpResponse.json(fail('E000404', '任务不存在')));
    const quiet = send({ ...HOME_INFO, quietCodes: ['E000404'] }, {});
    expect(await rejection(quiet)).toMatchObject({ kind: 'business', code: 'E000404', message: '任务不存在' });
    expect(toasts.error).toEqual([]);
    answer(() => HttpResponse.json(fail('E000409', '该任务已被接单')));
    await rejection(send({ ...HOME_INFO, quietCodes: ['E000404'] }, {}));
    expect(toasts.error).toEqual(['该任务已被接单']);
  });

  it('envelope E000022 (removed from the supplier) keeps the login, drops the supplier, goes home and names the company', async () => {
    const { store, persistor, toasts, where } = await setupSession();
    store.dispatch({ type: 'global/supplierInfoSet', payload: loginInfo() });
    await persistor.flush();
    server.use(onCall(login.getLoginInfo, () => ok(loginInfo({ supplierInfo: null }))));
    answer(() => HttpResponse.json(fail('E000022', '您已被移出该供应商，请重新登录')));
    expect(await rejection(homeCall())).toMatchObject({ kind: 'session', code: 'E000022' });
    expect(store.getState().global).toMatchObject({ token: 'tok-old', supplierId: '', authList: [] });
    expect(where()).toBe('/?sid=S1&sourcecode=C1');
    expect(toasts.alert).toEqual([`您已被移出 ${loginInfo().supplierInfo!.supplierName}`]);
    // Told once, however many calls meet it.
    await rejection(homeCall());
    expect(toasts.alert).toHaveLength(1);
  });

  it.each(['E000008', 'E000021', 'E000050', 'E000067'])(
    'envelope %s clears the session and goes to /login with sid and sourcecode',
    async (code) => {
      const { store, persistor, where } = await setupSession();
      store.dispatch({ type: 'global/supplierInfoSet', payload: loginInfo() });
      await persistor.flush();
      expect(localStorage.getItem(PERSIST_STORAGE_KEY)).toContain('tok-old');
      answer(() => HttpResponse.json(fail(code, '登录已失效')));
      expect(await rejection(homeCall())).toMatchObject({ kind: 'session', code });
      const global = store.getState().global;
      expect(global).toMatchObject({
        token: '',
        refreshToken: '',
        supplierId: '',
        authList: [],
        verifyStatus: 5,
        isMain: true,
        turingAccountInfo: null,
      });
      expect(where()).toBe('/login?sid=S1&sourcecode=C1');
      await vi.waitFor(() => expect(localStorage.getItem(PERSIST_STORAGE_KEY) ?? '').not.toContain('tok-old'));
    },
  );

  it('HTTP 401 clears the session and goes to /login with sid and sourcecode', async () => {
    const { store, where } = await setupSession();
    answer(() => status(401));
    expect(await rejection(homeCall())).toMatchObject({ kind: 'session', status: 401 });
    expect(store.getState().global.token).toBe('');
    expect(where()).toBe('/login?sid=S1&sourcecode=C1');
  });

  it('HTTP 900 warns 「账号异常，请重新登录」 and logs out', async () => {
    const { store, toasts, where } = await setupSession();
    answer(() => status(900));
    await rejection(homeCall());
    expect(toasts.warning).toEqual(['账号异常，请重新登录']);
    expect(store.getState().global.token).toBe('');
    expect(where()).toBe('/login?sid=S1&sourcecode=C1');
  });

  it('HTTP 920 warns 「认证信息已过期」, reloads the login info into the supplier info and goes home with sid and sourcecode', async () => {
    const { store, toasts, where } = await setupSession();
    server.use(
      onCall(login.getLoginInfo, () =>
        ok(loginInfo({ supplierInfo: { supplierId: 'sup-9', supplierName: 'x', authList: ['a'], verifyStatus: 3, isMain: false } })),
      ),
    );
    answer(() => status(920));
    expect(await rejection(homeCall())).toMatchObject({ kind: 'channel', status: 920 });
    expect(toasts.warning).toEqual(['认证信息已过期']);
    expect(store.getState().global).toMatchObject({
      token: 'tok-old',
      supplierId: 'sup-9',
      authList: ['a'],
      verifyStatus: 3,
      isMain: false,
    });
    expect(where()).toBe('/?sid=S1&sourcecode=C1');
  });

  it('920 on the login-info reload itself does not loop', async () => {
    const { toasts, where } = await setupSession();
    let reloads = 0;
    server.use(onCall(login.getLoginInfo, () => (reloads++, status(920))));
    answer(() => status(920));
    await rejection(homeCall());
    expect(reloads).toBe(1);
    expect(toasts.warning.every((m) => m === '认证信息已过期')).toBe(true);
    expect(where()).toBe('/?sid=S1&sourcecode=C1');
  });

  it('no response at all: 「您的网络发生异常，无法连接服务器」', async () => {
    const { toasts } = await setupSession();
    answer(() => HttpResponse.error());
    expect(await rejection(homeCall())).toMatchObject({ kind: 'network' });
    expect(toasts.error).toEqual([MESSAGES.network]);
    expect(MESSAGES.network).toBe('您的网络发生异常，无法连接服务器');
  });

  it('a response without data: 「信息失效，请重新登录」', async () => {
    const { toasts } = await setupSession();
    answer(() => new HttpResponse(null, { status: 200 }));
    expect(await rejection(homeCall())).toMatchObject({ kind: 'empty' });
    expect(toasts.error).toEqual(['信息失效，请重新登录']);
  });

  it.each([
    [500, '', STATUS_MESSAGES[500]],
    [503, 'Service Unavailable', '服务不可用，服务器暂时过载或维护。'],
    [404, 'Not Found', '发出的请求针对的是不存在的记录，服务器没有进行操作。'],
    [418, "I'm a teapot", "I'm a teapot"],
    [499, '', '请求错误'],
  ])('HTTP %i (%s) shows %s', async (code, statusText, expected) => {
    const { toasts, store } = await setupSession();
    answer(() => status(code, null, statusText));
    expect(await rejection(homeCall())).toMatchObject({ kind: 'status', status: code, message: expected });
    expect(toasts.error).toEqual([expected]);
    expect(store.getState().global.token).toBe('tok-old');
  });

  it('has a Chinese message for every status of the table', () => {
    for (const code of [200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504]) {
      expect(STATUS_MESSAGES[code]).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('applies the same rules to the content service', async () => {
    const { store, where } = await setupSession();
    server.use(onCall(cms.listAds4Site, () => status(401)));
    await rejection(call<typeof cms.listAds4Site>({ base: 'cms', path: '/listAds4Site' }, {}));
    expect(store.getState().global.token).toBe('');
    expect(where()).toBe('/login?sid=S1&sourcecode=C1');
  });

  it('does not navigate again when the user is already on /login', async () => {
    const { where } = await setupSession({ at: '/login?redirect=%2Fworkbench&sid=S1' });
    server.use(http.post(`${API_BASE}/x/auth/y`, () => status(401)));
    await rejection(send({ path: '/x/auth/y' }, {}));
    expect(where()).toBe('/login?redirect=%2Fworkbench&sid=S1');
  });
});
