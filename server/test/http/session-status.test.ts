import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as login from '@contract/login';
import { urlOf } from '../../src/http/route';
import { runCommand } from '../../src/ops/runner';
import { loginAs } from '../helpers/session';
import { createTestApp, uniquePhone, type TestApp } from '../helpers/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A real HTTP round trip: Fastify's reply.code() stops at 599, so 900/920 must survive Node's HTTP layer. */
function rawPost(path: string, token: string): Promise<{ status: number; statusText: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { authtoken: token } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, statusText: res.statusMessage!, body: JSON.parse(body) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('session statuses over real HTTP', () => {
  it('900 for a disabled account, 920 for an expired channel, 420 for an expired token', async () => {
    const phone = uniquePhone();
    const sid = 'raw-http-channel';
    const a = await loginAs(t, phone, { sid });
    const b = await loginAs(t, uniquePhone(), { sid });

    await runCommand('expire-channel', { sid }, t.ctx);
    const channel = await rawPost(urlOf(login.getLoginInfo), b.token);
    expect(channel).toMatchObject({ status: 920, statusText: 'Channel Expired', body: { flag: false, errorCode: 'E000920' } });

    await runCommand('disable-account', { phone }, t.ctx);
    const disabled = await rawPost(urlOf(login.getLoginInfo), a.token);
    expect(disabled).toMatchObject({ status: 900, statusText: 'Account Abnormal', body: { flag: false, errorCode: 'E000900' } });

    t.clock.advance(t.config.accessTokenTtl + 1);
    const expired = await rawPost(urlOf(login.getLoginInfo), b.token);
    expect(expired).toMatchObject({ status: 420, statusText: 'Token Expired', body: { flag: false, errorCode: 'E000420' } });
  });
});
