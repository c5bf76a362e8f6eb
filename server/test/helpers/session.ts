import * as login from '@contract/login';
import type { TestApp } from './test-app';

/**
 * Sends a code to `phone` and logs in with it. When the phone is still inside its resend interval (a demo
 * phone used by an earlier test), the test clock moves past it first.
 */
export async function loginAs(t: TestApp, phone: string, extra: { sid?: string; sourcecode?: string; ip?: string } = {}) {
  let sent = await t.call(login.sendCode, { phone }, { ip: extra.ip });
  if (sent.body.errorCode === 'E000103') {
    t.clock.advance(t.config.sms.resendIntervalSeconds + 1);
    sent = await t.call(login.sendCode, { phone }, { ip: extra.ip });
  }
  if (!sent.body.flag) throw new Error(`send code failed: ${sent.body.errorMsg}`);
  const res = await t.call(
    login.loginByPhone,
    { phone, code: t.sms.lastCode(phone), sid: extra.sid, sourcecode: extra.sourcecode },
    { ip: extra.ip },
  );
  if (!res.body.flag) throw new Error(`login failed: ${res.body.errorMsg}`);
  return { ...res.body.data.tokenInfo, userName: res.body.data.userName };
}

export const DEMO = { admin: '13800000000', member: '13800000001', member2: '13800000002' } as const;
