import * as login from '@contract/login';
import { LogSmsSender } from '../../../src/modules/login/sms';
import { loginAs } from '../../helpers/session';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';

describe('LogSmsSender', () => {
  it('writes exactly one line with the phone, the code and what the code is for', async () => {
    const lines: string[] = [];
    const sender = new LogSmsSender({ info: (msg: string) => lines.push(msg) } as never);
    await sender.sendLoginCode('13800000000', '042917');
    await sender.sendLoginCode('13800000000', '123456', 'transfer_admin');
    expect(lines).toEqual(['verification code for 13800000000: 042917 (登录)', 'verification code for 13800000000: 123456 (转让管理员)']);
  });
});

describe('the server log', () => {
  const logs: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logs });
  });
  afterAll(() => t.close());

  it('carries request ids and never a token', async () => {
    const session = await loginAs(t, uniquePhone());
    const refreshed = await t.call(
      login.refreshToken,
      { refreshToken: session.refreshToken },
      { headers: { 'x-request-id': 'trace-me-1' } },
    );
    await t.call(login.getLoginInfo, {}, { token: refreshed.body.data.token });
    const text = logs.join('');
    expect(text).toContain('"reqId":"trace-me-1"');
    for (const secret of [session.token, session.refreshToken, refreshed.body.data.token, refreshed.body.data.refreshToken]) {
      expect(text).not.toContain(secret);
    }
    const entries = logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.some((e) => e.msg === 'request completed')).toBe(true);
  });
});

describe('what reaches the log', () => {
  const logs: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logs });
  });
  afterAll(() => t.close());
  const entries = () => logs.map((l) => JSON.parse(l) as Record<string, unknown>);

  it('expected session answers (900 …) are info lines without a stack', async () => {
    const phone = uniquePhone();
    const session = await loginAs(t, phone);
    await t.db.updateTable('app_user').set({ disabled_at: t.clock() }).where('phone', '=', phone).execute();
    logs.length = 0;
    const res = await t.call(login.getLoginInfo, {}, { token: session.token, headers: { 'x-request-id': 'disabled-1' } });
    expect(res.status).toBe(900);
    const mine = entries().filter((e) => e.reqId === 'disabled-1');
    expect(mine.find((e) => e.msg === 'request refused')).toMatchObject({ level: 30, errorCode: 'E000900', status: 900 });
    expect(mine.every((e) => (e.level as number) < 50 && !JSON.stringify(e).includes('"stack"'))).toBe(true);
  });

  it('a caller-chosen request id outside [A-Za-z0-9._-]{1,64} never reaches the log', async () => {
    logs.length = 0;
    for (const id of ['a:b', 'x'.repeat(65), '{"level":60}', 'ok-id_1.2']) {
      await t.call(login.sendCode, { phone: uniquePhone() }, { headers: { 'x-request-id': id } });
    }
    const ids = new Set(entries().map((e) => e.reqId));
    expect(ids.has('ok-id_1.2')).toBe(true);
    for (const bad of ['a:b', 'x'.repeat(65), '{"level":60}']) expect(ids.has(bad)).toBe(false);
  });

  it('a database error is logged without its SQL or parameters', async () => {
    const secret = 'secret-value-4711';
    const err = await t.db
      .insertInto('tracking_event')
      .values({
        received_at: t.clock(),
        request_id: secret,
        user_id: null,
        type: 'click',
        page: '/',
        target: null,
        client_time: t.clock(),
        props: '{"a":"\\ud800"}',
      })
      .execute()
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(err).toBeInstanceOf(Error);
    logs.length = 0;
    t.app.log.error({ err }, 'request failed');
    const line = logs.join('');
    expect(line).toContain('"msg":"request failed"');
    expect(line).toContain('"err":{');
    expect(line).not.toMatch(/insert into/i);
    expect(line).not.toContain(secret);
  });
});
