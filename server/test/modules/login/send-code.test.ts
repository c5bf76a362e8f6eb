import * as login from '@contract/login';
import { createTestApp, uniqueIp, uniquePhone, type TestApp } from '../../helpers/test-app';
import { raceTest, warmPool } from '../../helpers/races';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      sms: {
        codeTtlSeconds: 300,
        resendIntervalSeconds: 60,
        dailyLimitPerPhone: 10,
        maxWrongAttempts: 5,
        hourlyLimitPerAddress: 30,
        dailyLimitPerPhonePerAddress: 5,
        hourlyWrongCodesPerAddress: 20,
      },
    },
  });
});
afterAll(() => t.close());

describe('send code', () => {
  it('sends a 6-digit code and stores only its hash, bound to the phone', async () => {
    const phone = uniquePhone();
    const res = await t.call(login.sendCode, { phone });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ flag: true, errorCode: null, errorMsg: null, data: null });
    const code = t.sms.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.selectFrom('sms_code').selectAll().where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].code_hash).not.toContain(code);
    expect(rows[0].expires_at.getTime() - rows[0].created_at.getTime()).toBe(300_000);
  });

  it.each(['12345678901', '1380000000', '138000000000', '23800000000', 'abcdefghijk', ''])(
    'rejects the phone %j by format',
    async (phone) => {
      const res = await t.call(login.sendCode, { phone });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: 'phone：手机号格式不正确' });
      expect(t.sms.sent.some((s) => s.phone === phone)).toBe(false);
    },
  );

  it('trims the phone before checking it', async () => {
    const phone = uniquePhone();
    const res = await t.call(login.sendCode, { phone: `  ${phone} ` });
    expect(res.body.flag).toBe(true);
    expect(t.sms.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('answers known and unknown phones identically', async () => {
    const known = await t.call(login.sendCode, { phone: '13800000002' });
    const unknown = await t.call(login.sendCode, { phone: uniquePhone() });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });

  it('allows one send per phone per 60 seconds', async () => {
    const phone = uniquePhone();
    expect((await t.call(login.sendCode, { phone })).body.flag).toBe(true);
    t.clock.advance(30);
    const again = await t.call(login.sendCode, { phone });
    expect(again.body).toMatchObject({ flag: false, errorCode: 'E000103' });
    expect(again.body.errorMsg).toBe('验证码发送过于频繁，请 30 秒后再试');
    t.clock.advance(30);
    expect((await t.call(login.sendCode, { phone })).body.flag).toBe(true);
    expect(t.sms.sent.filter((s) => s.phone === phone)).toHaveLength(2);
  });

  it('allows at most 10 sends per phone per day, resetting at midnight China time', async () => {
    // 2025-06-02 10:00 in China: ten sends an hour apart fill the day.
    t.clock.set(new Date('2025-06-02T02:00:00Z'));
    const phone = uniquePhone();
    for (let i = 0; i < 10; i++) {
      expect((await t.call(login.sendCode, { phone })).body.flag).toBe(true);
      t.clock.advance(61);
    }
    const refused = await t.call(login.sendCode, { phone });
    expect(refused.body).toMatchObject({ flag: false, errorCode: 'E000104' });
    t.clock.set(new Date('2025-06-02T16:00:30Z')); // 00:00:30 on 3 June in China
    expect((await t.call(login.sendCode, { phone })).body.flag).toBe(true);
  });

  it('throttles a client address to 30 sends an hour, whatever the phones', async () => {
    t.clock.set(new Date('2025-06-03T01:00:00Z'));
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) expect((await t.call(login.sendCode, { phone: uniquePhone() }, { ip })).body.flag).toBe(true);
    const refused = await t.call(login.sendCode, { phone: uniquePhone() }, { ip });
    expect(refused.body).toMatchObject({ flag: false, errorCode: 'E000429' });
    // Another address is unaffected; the same one recovers in the next hour.
    expect((await t.call(login.sendCode, { phone: uniquePhone() }, { ip: uniqueIp() })).body.flag).toBe(true);
    t.clock.advance(3600);
    expect((await t.call(login.sendCode, { phone: uniquePhone() }, { ip })).body.flag).toBe(true);
  });

  raceTest('does not let concurrent sends for one phone both pass the interval', async () => {
    const phone = uniquePhone();
    await warmPool(t.db);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call(login.sendCode, { phone })));
    expect(results.filter((r) => r.body.flag)).toHaveLength(1);
    expect(t.sms.sent.filter((s) => s.phone === phone)).toHaveLength(1);
  });
});
