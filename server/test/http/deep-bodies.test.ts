import * as login from '@contract/login';
import * as reference from '@contract/reference';
import { urlOf } from '../../src/http/route';
import { MAX_BODY_DEPTH, nestsDeeperThan } from '../../src/http/json-depth';
import { findUnstorable } from '../../src/http/storable-text';
import { formatIssues } from '../../src/http/zod-messages';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendCodeUrl = urlOf(login.sendCode);
const TOO_DEEP = `请求体嵌套层级过深，不能超过 ${MAX_BODY_DEPTH} 层`;

async function raw(body: string, url = sendCodeUrl) {
  const res = await t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json' } });
  return { status: res.statusCode, body: res.json() as { flag: boolean; errorCode: string; errorMsg: string; data: null } };
}

/** `{"phone":…,"x":[[…]]}` nesting `depth` levels in all (the outer object is the first). */
const nested = (depth: number) => `{"phone":"13800000000","x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe('deeply nested bodies', () => {
  it.each([30_000, 100_000])('a body of %i nested arrays is refused with E000400 before it is parsed', async (depth) => {
    const res = await raw('['.repeat(depth) + ']'.repeat(depth));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ flag: false, errorCode: 'E000400', errorMsg: TOO_DEEP, data: null });
  });

  it('nesting up to the limit reaches validation; one level more is refused', async () => {
    expect((await raw(nested(MAX_BODY_DEPTH))).body).toMatchObject({ errorCode: 'E000400', errorMsg: 'x：不允许的字段' });
    expect((await raw(nested(MAX_BODY_DEPTH + 1))).body).toMatchObject({ errorCode: 'E000400', errorMsg: TOO_DEEP });
  });

  it('brackets inside strings (escaped quotes too) do not count', async () => {
    const res = await raw(JSON.stringify({ phone: `\\"${'['.repeat(1000)}` }));
    expect(res.body).toMatchObject({ errorCode: 'E000400', errorMsg: 'phone：手机号格式不正确' });
    expect(nestsDeeperThan(JSON.stringify([['a\\"[[[[', '\\\\'], { x: ']]]' }]), 2)).toBe(false);
    expect(nestsDeeperThan('[[["\\\\"]]]', 2)).toBe(true);
  });
});

describe('the checks before validation are linear in the size of the body', () => {
  /**
   * Milliseconds `fn` takes. The bounds below are ~100 times what the linear code needs on an idle machine (a
   * loaded two-core box stays well inside them); the quadratic versions took tens of seconds on these sizes.
   */
  const elapsed = (fn: () => void) => {
    const start = performance.now();
    fn();
    return performance.now() - start;
  };

  it('the depth check reads a 1 MiB body once', () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000);
    expect(nestsDeeperThan(deep, MAX_BODY_DEPTH)).toBe(true);
    const flat = JSON.stringify(Array.from({ length: 50_000 }, (_, i) => ({ id: i, name: 'x"[{'.repeat(3) })));
    expect(nestsDeeperThan(flat, 2)).toBe(false);
  });

  it('the unstorable-text walk of a value nested 100,000 deep', () => {
    let value: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i++) value = [value];
    let found: ReturnType<typeof findUnstorable> = null;
    expect(elapsed(() => (found = findUnstorable({ events: value })))).toBeLessThan(3000);
    expect(found).toEqual({ field: `events${'[0]'.repeat(100_000)}`, message: '不能包含空字符（\\u0000）' });
  });

  it('the message for 100,000 issues (a body of 100,000 unknown keys)', () => {
    const issues = Array.from({ length: 100_000 }, (_, i) => ({ field: `k${i}`, message: '不允许的字段' }));
    let message = '';
    expect(elapsed(() => (message = formatIssues(issues)))).toBeLessThan(3000);
    expect(message).toBe('k0：不允许的字段；k1：不允许的字段；k2：不允许的字段；等 100000 处错误');
  });

  it('a wide body of 80,000 unknown keys, and of 80,000 array items, answers a short message', async () => {
    const keys = `{${Array.from({ length: 80_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const res = await raw(keys);
    expect(res.body).toMatchObject({ errorCode: 'E000400' });
    expect(res.body.errorMsg).toMatch(/^(phone：必填|k0：不允许的字段)；.*等 80001 处错误$/);
    const items = await raw(JSON.stringify({ types: Array.from({ length: 80_000 }, () => 7) }), urlOf(reference.listEnums));
    expect(items.body).toMatchObject({ errorCode: 'E000400' });
  });
});
