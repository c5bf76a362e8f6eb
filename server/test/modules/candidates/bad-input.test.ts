import * as candidates from '@contract/candidates';
import type { Endpoint } from '@contract/http';
import * as orders from '@contract/orders';
import { urlOf } from '../../../src/http/route';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Every order and candidate endpoint answers junk with E000400 naming the field: never a 500, never a stack. */
let t: TestApp;
let m: Member;
beforeAll(async () => {
  t = await createTestApp();
  m = await supplierMember(t);
});
afterAll(() => t.close());

const endpoints = ([...Object.values(candidates), ...Object.values(orders)] as unknown[]).filter(
  (e): e is Endpoint =>
    typeof e === 'object' && e !== null && 'path' in e && 'request' in e && (e as Endpoint).path !== orders.takeOrder.path,
);

const junk: unknown[] = [
  [],
  'x',
  42,
  null,
  { orderId: {}, candidateId: [], pageNum: 'a', pageSize: -1, status: 7, keyword: { $ne: 1 } },
  { orderId: 'x'.repeat(100) },
];

describe('bad input on the order and candidate endpoints', () => {
  it('covers the new endpoints', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(20);
  });

  it.each(endpoints.map((e) => [e.path, e] as const))('%s', async (_path, endpoint) => {
    for (const body of junk) {
      const res = await t.app.inject({
        method: 'POST',
        url: urlOf(endpoint),
        headers: { authtoken: m.token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBeLessThan(500);
      const env = res.json() as { flag: boolean; errorCode: string; errorMsg: string };
      // Some junk is valid for endpoints whose fields are all optional (`{}` with unknown keys is not).
      if (!env.flag) {
        expect(['E000400', 'E000404']).toContain(env.errorCode);
        expect(env.errorMsg).not.toMatch(/at .*\.(ts|js):\d+|Error:/);
      }
    }
  });
});
