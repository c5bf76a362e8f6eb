import * as login from '@contract/login';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';
import { raceTest, warmPool } from '../../helpers/races';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A code that is certainly not the one sent. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function sendCode(phone: string) {
  expect((await t.call(login.sendCode, { phone })).body.flag).toBe(true);
  return t.sms.lastCode(phone);
}

describe('login by code', () => {
  it('creates the user on the first login and returns tokens', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const res = await t.call(login.loginByPhone, { phone, code });
    expect(res.body.flag).toBe(true);
    const data = login.loginByPhone.response.parse(res.body.data);
    expect(data.userName).toBe(`用户${phone.slice(-4)}`);
    expect(data.tokenInfo.token.split('.')).toHaveLength(3);
    expect(data.tokenInfo.refreshToken.length).toBeGreaterThanOrEqual(43);
    const users = await t.db.selectFrom('app_user').select(['id']).where('phone', '=', phone).execute();
    expect(users).toHaveLength(1);
  });

  it('logs an existing user into the same account', async () => {
    const phone = uniquePhone();
    await t.call(login.loginByPhone, { phone, code: await sendCode(phone) });
    t.clock.advance(61);
    const second = await t.call(login.loginByPhone, { phone, code: await sendCode(phone) });
    expect(second.body.flag).toBe(true);
    expect(await t.db.selectFrom('app_user').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
  });

  it('keeps the seeded name of a demo user', async () => {
    const res = await t.call(login.loginByPhone, { phone: '13800000000', code: await sendCode('13800000000') });
    expect(res.body.data.userName).toBe('王建国');
  });

  it('accepts a code only once', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    expect((await t.call(login.loginByPhone, { phone, code })).body.flag).toBe(true);
    const replay = await t.call(login.loginByPhone, { phone, code });
    expect(replay.body).toMatchObject({ flag: false, errorCode: 'E000102' });
  });

  it('binds the code to its phone', async () => {
    const phone = uniquePhone();
    const other = uniquePhone();
    const code = await sendCode(phone);
    await sendCode(other);
    const res = await t.call(login.loginByPhone, { phone: other, code });
    // Either "wrong code" or, by a one-in-a-million chance, the other phone's own code; never the first phone's.
    if (code !== t.sms.lastCode(other)) expect(res.body).toMatchObject({ flag: false, errorCode: 'E000101' });
    expect((await t.call(login.loginByPhone, { phone, code })).body.flag).toBe(true);
  });

  it('kills the code after five wrong tries', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    for (let left = 4; left >= 1; left--) {
      const res = await t.call(login.loginByPhone, { phone, code: wrong(code) });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000101', errorMsg: `验证码错误，还可以尝试 ${left} 次` });
    }
    const fifth = await t.call(login.loginByPhone, { phone, code: wrong(code) });
    expect(fifth.body).toMatchObject({ flag: false, errorCode: 'E000102', errorMsg: '验证码错误次数过多，已失效，请重新获取' });
    // Even the right code is dead now.
    expect((await t.call(login.loginByPhone, { phone, code })).body).toMatchObject({ flag: false, errorCode: 'E000102' });
  });

  it('expires the code after five minutes', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    t.clock.advance(301);
    expect((await t.call(login.loginByPhone, { phone, code })).body).toMatchObject({ flag: false, errorCode: 'E000102' });
  });

  it('replaces an earlier code with the newer one', async () => {
    const phone = uniquePhone();
    const first = await sendCode(phone);
    t.clock.advance(61);
    const second = await sendCode(phone);
    if (first !== second) {
      expect((await t.call(login.loginByPhone, { phone, code: first })).body.flag).toBe(false);
    }
    expect((await t.call(login.loginByPhone, { phone, code: second })).body.flag).toBe(true);
  });

  it('refuses a login without any code sent', async () => {
    const res = await t.call(login.loginByPhone, { phone: uniquePhone(), code: '123456' });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000102', errorMsg: '验证码已失效，请重新获取' });
  });

  it('validates the code format', async () => {
    const res = await t.call(login.loginByPhone, { phone: uniquePhone(), code: '12ab56' });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: 'code：验证码必须是 6 位数字' });
  });

  raceTest('counts concurrent wrong guesses one by one', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    await warmPool(t.db);
    await Promise.all(Array.from({ length: 5 }, () => t.call(login.loginByPhone, { phone, code: wrong(code) })));
    const row = await t.db.selectFrom('sms_code').select(['attempts', 'consumed_at']).where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.consumed_at).not.toBeNull();
  });
});
