import * as login from '@contract/login';
import { LogSmsSender } from '../../../src/modules/login/sms';
import { loginAs } from '../../helpers/session';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';

describe('LogSmsSender', () => {
  it('writes exactly one line with the phone and the code', async () => {
    const lines: string[] = [];
    await new LogSmsSender({ info: (msg: string) => lines.push(msg) } as never).sendLoginCode('13800000000', '042917');
    expect(lines).toEqual(['verification code for 13800000000: 042917']);
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
    const refreshed = await t.call(login.refreshToken, { refreshToken: session.refreshToken }, { headers: { 'x-request-id': 'trace-me-1' } });
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
