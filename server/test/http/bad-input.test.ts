import * as cms from '@contract/cms';
import * as login from '@contract/login';
import * as reference from '@contract/reference';
import * as tracking from '@contract/tracking';
import { urlOf } from '../../src/http/route';
import { createTestApp, uniquePhone, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendCodeUrl = urlOf(login.sendCode);

/** No bad input may produce a 500, a stack trace, or anything but the envelope. */
function expectCleanFailure(res: { status: number; body: unknown }, status: number, errorCode: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ flag: false, errorCode, data: null });
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+|Error:/);
}

async function raw(body: string, contentType: string | undefined, url = sendCodeUrl) {
  const res = await t.app.inject({ method: 'POST', url, payload: body, headers: contentType ? { 'content-type': contentType } : {} });
  return { status: res.statusCode, body: res.json() as { errorMsg: string } };
}

describe('bad input gets the envelope, never a 500', () => {
  it.each(['{', '{"phone": }', 'null,', "{'phone':'13800000000'}", '{"phone":"1"}}'])('malformed JSON %j', async (body) => {
    const res = await raw(body, 'application/json');
    expectCleanFailure(res, 400, 'E000400');
    expect(res.body.errorMsg).toBe('请求体不是合法的 JSON');
  });

  it('a prototype-poisoning payload is refused', async () => {
    const res = await raw('{"phone":"13800000000","__proto__":{"admin":true}}', 'application/json');
    expectCleanFailure(res, 400, 'E000400');
  });

  it.each([
    ['a text field', '{"keyword":"a\\u0000b"}', 'keyword：不能包含空字符（\\u0000）'],
    ['an array item', '{"features":["a\\u0000b"]}', 'features[0]：不能包含空字符（\\u0000）'],
    ['a key', '{"a\\u0000b":1}', '请求体：字段名不能包含空字符（\\u0000）'],
    [
      'a nested value',
      '{"events":[{"type":"click","page":"/","ts":1,"props":{"k":"\\u0000"}}]}',
      'events[0].props.k：不能包含空字符（\\u0000）',
    ],
    // The probe that used to answer 500 (PostgreSQL refuses the lone surrogate) and log the whole statement.
    [
      'a lone high surrogate',
      '{"events":[{"type":"click","page":"/","ts":1,"props":{"a":"\\ud800"}}]}',
      'events[0].props.a：包含无效的字符（不成对的 UTF-16 代理项）',
    ],
    ['a lone low surrogate', '{"keyword":"x\\udc00"}', 'keyword：包含无效的字符（不成对的 UTF-16 代理项）'],
    [
      'a key with a lone surrogate',
      '{"events":[{"type":"click","page":"/","ts":1,"props":{"\\ud800":"a"}}]}',
      'events[0].props：字段名包含无效的字符（不成对的 UTF-16 代理项）',
    ],
  ])('text PostgreSQL cannot store, in %s, is refused naming the field before any query sees it', async (_where, body, message) => {
    const url = body.includes('events') ? urlOf(tracking.addTrackingEvents) : '/api/jy-turing-suppliers/pc_task/open/task_list_select';
    const before = await t.db
      .selectFrom('tracking_event')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await raw(body, 'application/json', url);
    expectCleanFailure(res, 200, 'E000400');
    expect(res.body.errorMsg).toBe(message);
    const after = await t.db
      .selectFrom('tracking_event')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a surrogate pair (an emoji) is fine', async () => {
    const res = await raw(
      '{"events":[{"type":"click","page":"/","ts":1,"props":{"a":"\\ud83d\\ude00"}}]}',
      'application/json',
      urlOf(tracking.addTrackingEvents),
    );
    expect(res.body).toMatchObject({ flag: true });
  });

  it('the query string and the stored User-Agent header are held to the same rule', async () => {
    const query = await t.app.inject({ method: 'POST', url: `${sendCodeUrl}?ref=%00`, payload: { phone: uniquePhone() } });
    expectCleanFailure({ status: query.statusCode, body: query.json() }, 200, 'E000400');
    expect(query.json().errorMsg).toBe('ref：不能包含空字符（\\u0000）');
    // user_session.user_agent stores it at login.
    const ua = await t.app.inject({
      method: 'POST',
      url: urlOf(login.loginByPhone),
      payload: { phone: uniquePhone(), code: '123456' },
      headers: { 'user-agent': 'x\u0000y' },
    });
    expectCleanFailure({ status: ua.statusCode, body: ua.json() }, 200, 'E000400');
    expect(ua.json().errorMsg).toBe('user-agent：不能包含空字符（\\u0000）');
  });

  it.each(['/api/jy-turing-suppliers/%', '/task/%'])('a URL that cannot be decoded (%s)', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expectCleanFailure({ status: res.statusCode, body: res.json() }, 400, 'E000400');
    expect(res.json().errorMsg).toBe('请求地址不合法');
  });

  it('wrong content type', async () => {
    const res = await raw('phone=13800000000', 'application/x-www-form-urlencoded');
    expectCleanFailure(res, 415, 'E000415');
    expect(res.body.errorMsg).toContain('application/json');
    expectCleanFailure(await raw('hello', 'text/plain'), 415, 'E000415');
  });

  it('wrong types name the field and the rule', async () => {
    const cases: [string, unknown, string][] = [
      [sendCodeUrl, { phone: 13800000000 }, 'phone：必须是字符串'],
      [sendCodeUrl, [], '请求体：必须是对象'],
      [sendCodeUrl, 'text', '请求体：必须是对象'],
      [urlOf(cms.listArticles4Site), { pageNum: '1' }, 'pageNum：必须是数字'],
      [urlOf(cms.listArticles4Site), { pageNum: 1.5 }, 'pageNum：必须是整数'],
      [urlOf(reference.listEnums), { types: ['colour'] }, 'types[0]：不是可用的枚举类型'],
    ];
    for (const [url, payload, message] of cases) {
      const res = await t.post(url, JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
      expectCleanFailure(res, 200, 'E000400');
      expect(res.body.errorMsg).toBe(message);
    }
  });

  it('missing fields', async () => {
    const res = await t.call(login.loginByPhone, { phone: uniquePhone() } as never);
    expectCleanFailure(res, 200, 'E000400');
    expect(res.body.errorMsg).toBe('code：必填');
    const empty = await t.post(sendCodeUrl);
    expect(empty.body.errorMsg).toBe('phone：请输入手机号');
  });

  it('unknown fields', async () => {
    const res = await t.call(login.sendCode, { phone: uniquePhone(), isAdmin: true, role: 'x' } as never);
    expectCleanFailure(res, 200, 'E000400');
    expect(res.body.errorMsg).toBe('isAdmin：不允许的字段；role：不允许的字段');
    const nested = await t.call(tracking.addTrackingEvents, { events: [{ type: 'click', page: '/', ts: 1, extra: 1 }] } as never);
    expect(nested.body.errorMsg).toBe('events[0].extra：不允许的字段');
  });

  it('absurd page sizes and numbers', async () => {
    for (const [payload, message] of [
      [{ pageSize: 100000 }, 'pageSize：不能大于 100'],
      [{ pageSize: 0 }, 'pageSize：不能小于 1'],
      [{ pageNum: -1 }, 'pageNum：不能小于 1'],
      [{ pageNum: 1e300 }, 'pageNum：必须是整数'],
    ] as const) {
      const res = await t.call(cms.listArticles4Site, payload as never);
      expectCleanFailure(res, 200, 'E000400');
      expect(res.body.errorMsg).toBe(message);
    }
  });

  it('too long strings', async () => {
    const res = await t.call(cms.listArticles4Site, { keyword: 'x'.repeat(51) });
    expect(res.body.errorMsg).toBe('keyword：长度不能超过 50 个字符');
  });

  it('an oversize body, stating the limit', async () => {
    const big = JSON.stringify({ phone: '13800000000', pad: 'x'.repeat(1024 * 1024) });
    const res = await raw(big, 'application/json');
    expectCleanFailure(res, 413, 'E000413');
    expect(res.body.errorMsg).toBe('请求体过大，不能超过 1 MiB');
    const props = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`k${i}`, 'v'.repeat(200)]));
    const events = [{ type: 'click', page: '/', ts: 1, props }];
    const tooBig = await raw(JSON.stringify({ events }), 'application/json', urlOf(tracking.addTrackingEvents));
    expectCleanFailure(tooBig, 413, 'E000413');
    expect(tooBig.body.errorMsg).toBe('请求体过大，不能超过 32 KiB');
  });

  it('unknown paths and methods: 404 with the envelope', async () => {
    for (const [method, url] of [
      ['POST', '/api/jy-turing-suppliers/no/such/call'],
      ['GET', urlOf(login.sendCode)],
      ['POST', '/cms/nothing'],
      ['DELETE', '/api/jy-turing-suppliers/pc_login/unlimited/ver_code'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expectCleanFailure({ status: res.statusCode, body: res.json() }, 404, 'E000404');
    }
  });

  it('invalid ids and lookups answer "not found", not a database error', async () => {
    for (const id of ['abc', '99999999999', '0', '-1', '1e3']) {
      const res = await t.call(cms.getArticleDetail4Site, { id });
      expectCleanFailure(res, 200, 'E000404');
    }
    expect((await t.call(cms.listChildArticleColumns, { parentId: 'abc' })).body).toMatchObject({ flag: true, data: [] });
  });

  it('a batch with one bad event stores nothing', async () => {
    const before = await t.db
      .selectFrom('tracking_event')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.call(tracking.addTrackingEvents, {
      events: [
        { type: 'click', page: '/', ts: 1 },
        { type: 'click', page: '', ts: 1 },
      ],
    });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: 'events[1].page：不能为空' });
    const after = await t.db
      .selectFrom('tracking_event')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
