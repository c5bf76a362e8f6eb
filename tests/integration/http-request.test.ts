import { HttpResponse, http } from 'msw';
import { login } from '@contract/index';
import { call, cmsHttp, gatewayHttp, send } from '@/lib/http';
import { server } from '../msw/server';
import { API_BASE, ok, onCall } from '../msw/contract';
import { setupSession } from '../utils/session';

const HOME_INFO = { path: '/suppliers_base/auth/home_page_user_info' } as const;
const homeInfo = {
  userId: 'u-1',
  userName: '张经理',
  phone: '138****8000',
  supplierName: null,
  verifyStatus: 5,
  isMain: true,
  takenOrderCount: 0,
  collectionCount: 0,
};

describe('requests', () => {
  it('carries AuthToken, AppCode turing_pc and suppliersId 0 when there is no supplier', async () => {
    await setupSession({ token: 'tok-A' });
    let headers: Headers | undefined;
    server.use(onCall(login.getHomePageUserInfo, ({ request }) => ((headers = request.headers), ok(homeInfo))));
    await call<typeof login.getHomePageUserInfo>(HOME_INFO, {});
    expect(headers?.get('AuthToken')).toBe('tok-A');
    expect(headers?.get('AppCode')).toBe('turing_pc');
    expect(headers?.get('suppliersId')).toBe('0');
  });

  it('sends the supplier id and reads the token at send time, not when the call was built', async () => {
    const { store } = await setupSession({ token: 'tok-A' });
    store.dispatch({
      type: 'global/supplierInfoSet',
      payload: {
        userId: 'u',
        userName: 'n',
        phone: 'p',
        supplierInfo: { supplierId: 'sup-7', supplierName: 's', authList: [], verifyStatus: 1, isMain: false },
      },
    });
    const seen: Array<string | null> = [];
    server.use(onCall(login.getHomePageUserInfo, ({ request }) => (seen.push(request.headers.get('suppliersId')), ok(homeInfo))));
    await call<typeof login.getHomePageUserInfo>(HOME_INFO, {});
    expect(seen).toEqual(['sup-7']);
  });

  it('resolves with the envelope data on success', async () => {
    await setupSession();
    server.use(onCall(login.getHomePageUserInfo, () => ok(homeInfo)));
    await expect(call<typeof login.getHomePageUserInfo>(HOME_INFO, {})).resolves.toEqual(homeInfo);
  });

  it('trims every string of a payload, deep in objects and arrays', async () => {
    await setupSession();
    let body: unknown;
    server.use(http.post(`${API_BASE}/echo`, async ({ request }) => ((body = await request.json()), HttpResponse.json(ok(null)))));
    await send(
      { path: '/echo' },
      { phone: ' 13800138000 ', nested: { name: '\t张三 ', list: [' a ', { deep: ' b\n' }, 3, null] }, keep: 0 },
    );
    expect(body).toEqual({ phone: '13800138000', nested: { name: '张三', list: ['a', { deep: 'b' }, 3, null] }, keep: 0 });
  });

  it('sends GET payloads as a query string, arrays as repeated keys, strings trimmed', async () => {
    await setupSession();
    let url = '';
    server.use(http.get(`${API_BASE}/search`, ({ request }) => ((url = request.url), HttpResponse.json(ok(null)))));
    await send({ path: '/search', method: 'GET' }, { types: ['rewardUnit', 'taskFeature'], keyword: ' 普工 ', page: 1 });
    const query = new URL(url).search;
    expect(query).toBe(`?types=rewardUnit&types=taskFeature&keyword=${encodeURIComponent('普工')}&page=1`);
  });

  it('sends form-encoded bodies when the call says so', async () => {
    await setupSession();
    let contentType: string | null = null;
    let text = '';
    server.use(
      http.post(`${API_BASE}/form`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        text = await request.text();
        return HttpResponse.json(ok(null));
      }),
    );
    await send({ path: '/form', encoding: 'form' }, { name: ' 李四 ', ids: [1, 2] });
    expect(contentType).toMatch(/application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(text).getAll('ids')).toEqual(['1', '2']);
    expect(new URLSearchParams(text).get('name')).toBe('李四');
  });

  it('leaves FormData alone (no trimming inside files or fields)', async () => {
    await setupSession();
    let field: FormDataEntryValue | null = null;
    server.use(
      http.post(
        `${API_BASE}/upload`,
        async ({ request }) => ((field = (await request.formData()).get('note')), HttpResponse.json(ok(null))),
      ),
    );
    const form = new FormData();
    form.append('note', '  spaced  ');
    await send({ path: '/upload' }, form);
    expect(field).toBe('  spaced  ');
  });

  it('uses gateway + /api/jy-turing-suppliers and gateway + /cms, with no timeout', () => {
    expect(gatewayHttp.defaults.baseURL).toBe('/api/jy-turing-suppliers');
    expect(cmsHttp.defaults.baseURL).toBe('/cms');
    expect(gatewayHttp.defaults.timeout).toBe(0);
    expect(cmsHttp.defaults.timeout).toBe(0);
  });
});
