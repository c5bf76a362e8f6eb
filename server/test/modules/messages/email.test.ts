import * as user from '@contract/user';
import { DEFAULT_MESSAGE_SETTINGS, DEFAULT_SMS_RULES } from '../../../src/config';
import { startSmtpServer } from '../../helpers/smtp-server';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// E-mail verification against a local SMTP server: a code is mailed, only the right code of the right address
// within its life verifies it, and bad input changes nothing.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    config: {
      sms: { ...DEFAULT_SMS_RULES, resendIntervalSeconds: 0 },
      messages: { ...DEFAULT_MESSAGE_SETTINGS, smtpUrl: smtp.url, pollMs: 200 },
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const stored = (t: TestApp, userId: number) =>
  t.db.selectFrom('app_user').select(['email', 'email_verified_at']).where('id', '=', userId).executeTakeFirstOrThrow();

describe('e-mail address', () => {
  it('mails a 6-digit code in Chinese (text and HTML) and verifies the address with it', async () => {
    const m = await supplierMember(t);
    const bind = await t.call(user.emailBind, { email: ' Zhang.San@Example.com ' }, { token: m.token });
    expect(bind.body).toMatchObject({ flag: true });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['zhang.san@example.com']);
    expect(mail.subject).toContain('邮箱验证码');
    expect(mail.text).toMatch(/验证码：\d{6}/);
    expect(mail.html).toContain(smtp.lastCode('zhang.san@example.com'));
    // Not the member's address before it is verified.
    expect((await t.call(user.emailInfo, {}, { token: m.token })).body.data).toEqual({ email: null });

    const ok = await t.call(
      user.emailVerify,
      { email: 'zhang.san@example.com', code: smtp.lastCode('zhang.san@example.com') },
      { token: m.token },
    );
    expect(ok.body).toMatchObject({ flag: true, data: { email: 'zhang.san@example.com' } });
    expect((await t.call(user.emailInfo, {}, { token: m.token })).body.data).toEqual({ email: 'zhang.san@example.com' });
    expect((await stored(t, m.userId)).email_verified_at).not.toBeNull();
    // The code is used up.
    const again = await t.call(
      user.emailVerify,
      { email: 'zhang.san@example.com', code: smtp.lastCode('zhang.san@example.com') },
      { token: m.token },
    );
    expect(again.body).toMatchObject({ flag: false, errorCode: 'E000102' });
  });

  it('refuses an invalid address with a clear message and sends nothing', async () => {
    const m = await supplierMember(t);
    const before = smtp.received.length;
    for (const email of ['not-an-address', 'a@b', '']) {
      const res = await t.call(user.emailBind, { email }, { token: m.token });
      expect(res.body.flag).toBe(false);
      expect(res.body.errorCode).toBe('E000400');
      expect(res.body.errorMsg).toMatch(/邮箱/);
    }
    expect(smtp.received.length).toBe(before);
  });

  it('a wrong code counts a try and changes nothing; five wrong tries kill the code', async () => {
    const m = await supplierMember(t);
    await t.call(user.emailBind, { email: 'li@example.com' }, { token: m.token });
    const right = smtp.lastCode('li@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await t.call(user.emailVerify, { email: 'li@example.com', code: wrong }, { token: m.token });
    expect(first.body).toMatchObject({ flag: false, errorCode: 'E000101', errorMsg: '验证码错误，还可以尝试 4 次' });
    expect((await stored(t, m.userId)).email).toBeNull();
    // The right code for another address does not verify this one.
    const other = await t.call(user.emailVerify, { email: 'wang@example.com', code: right }, { token: m.token });
    expect(other.body).toMatchObject({ flag: false, errorCode: 'E000102' });
    for (let i = 0; i < 4; i++) await t.call(user.emailVerify, { email: 'li@example.com', code: wrong }, { token: m.token });
    const late = await t.call(user.emailVerify, { email: 'li@example.com', code: right }, { token: m.token });
    expect(late.body).toMatchObject({ flag: false, errorCode: 'E000102' });
    expect((await stored(t, m.userId)).email).toBeNull();
  });

  it('an expired code changes nothing', async () => {
    const m = await supplierMember(t);
    await t.call(user.emailBind, { email: 'zhao@example.com' }, { token: m.token });
    t.clock.advance(user.EMAIL_CODE_RULES.ttlSeconds + 1);
    const res = await t.call(user.emailVerify, { email: 'zhao@example.com', code: smtp.lastCode('zhao@example.com') }, { token: m.token });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000102', errorMsg: '验证码已失效，请重新获取' });
    expect((await stored(t, m.userId)).email).toBeNull();
  });
});
