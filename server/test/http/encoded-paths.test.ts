import * as candidates from '@contract/candidates';
import * as members from '@contract/members';
import * as orders from '@contract/orders';
import * as supplierCentre from '@contract/supplier-centre';
import * as tracking from '@contract/tracking';
import type { Endpoint } from '@contract/http';
import { API_CONTENT_SECURITY_POLICY } from '../../src/http/hardening';
import { API_PREFIX, urlOf } from '../../src/http/route';
import { DEMO, loginAs } from '../helpers/session';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAs(t, DEMO.admin)).token;
});
afterAll(() => t.close());

/** The same route reached by a URL the router decodes: one letter of the prefix percent-encoded. */
const encodedPrefix = (endpoint: Endpoint, how: 'api' | 'suppliers') =>
  how === 'api' ? urlOf(endpoint).replace(/^\/api\//, '/%61pi/') : urlOf(endpoint).replace(API_PREFIX, '/api/jy-turing-supplier%73');

const NUL = 'a\u0000b';

describe('a percent-encoded path is the same API call', () => {
  it('gets the input check without a login (bury/open/add)', async () => {
    for (const how of ['api', 'suppliers'] as const) {
      const res = await t.post(encodedPrefix(tracking.addTrackingEvents, how), { events: [{ type: 'click', page: NUL, ts: 1 }] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', data: null });
      expect(res.body.errorMsg).toContain('不能包含空字符');
    }
  });

  it.each([
    ['my_order_list', orders.myOrderList, { keyword: NUL }],
    ['my_order_export', orders.myOrderExport, { keyword: NUL }],
    ['going_order_list', orders.goingOrderList, { keyword: NUL }],
    ['talent_list', candidates.talentList, { orderId: NUL }],
    ['talent_export', candidates.talentExport, { orderId: '1', keyword: NUL }],
    ['the member list', members.list, { keyword: NUL }],
    ['remark', candidates.setRemark, { candidateId: '1', remark: NUL }],
  ] as const)('refuses text PostgreSQL cannot store on %s, named, never a 500', async (_name, endpoint, payload) => {
    for (const how of ['api', 'suppliers'] as const) {
      const res = await t.post(encodedPrefix(endpoint, how), payload, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', data: null });
      expect(res.body.errorMsg).toMatch(/：不能包含空字符/);
    }
  });

  it('answers with the gateway headers: no-store and the JSON policy (bank_info)', async () => {
    for (const how of ['api', 'suppliers'] as const) {
      const res = await t.post(encodedPrefix(supplierCentre.bankInfo, how), {}, { token });
      expect(res.body).toMatchObject({ flag: true });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    }
  });

  it('a lone surrogate is refused by the contract itself, whatever hook runs', () => {
    const parsed = members.list.request.safeParse({ keyword: 'x\uD800' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('不成对的 UTF-16 代理项');
  });
});
