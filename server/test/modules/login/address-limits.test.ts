import * as login from '@contract/login';
import { DEFAULT_SMS_RULES } from '../../../src/config';
import { createTestApp, uniqueIp, uniquePhone, type TestApp } from '../../helpers/test-app';
import { raceTest, warmPool } from '../../helpers/races';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { hourlyWrongCodesPerAddress, dailyLimitPerPhonePerAddress, dailyLimitPerPhone, resendIntervalSeconds } = DEFAULT_SMS_RULES;

/** A code sent to a fresh phone from an address of its own (so only the verifying address is under test). */
async function phoneWithCode(): Promise<{ phone: string; code: string }> {
  const phone = uniquePhone();
  expect((await t.call(login.sendCode, { phone }, { ip: uniqueIp() })).body.flag).toBe(true);
  return { phone, code: t.sms.lastCode(phone) };
}

const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('per-address limit on code checks', () => {
  it('refuses an address after too many wrong codes across phones, even a right one, until the hour is over', async () => {
    t.clock.set(new Date('2025-06-02T02:00:00Z'));
    expect(hourlyWrongCodesPerAddress).toBeLessThan(50);
    const attacker = uniqueIp();
    // The probe: 50 wrong codes across phones from one address. Each phone sees one wrong try only.
    const answers: (string | null)[] = [];
    for (let i = 0; i < 50; i++) {
      const { phone, code } = await phoneWithCode();
      answers.push((await t.call(login.loginByPhone, { phone, code: wrong(code) }, { ip: attacker })).body.errorCode);
    }
    expect(answers.slice(0, hourlyWrongCodesPerAddress).every((c) => c === 'E000101')).toBe(true);
    expect(answers.slice(hourlyWrongCodesPerAddress).every((c) => c === 'E000429')).toBe(true);

    const target = await phoneWithCode();
    const refused = await t.call(login.loginByPhone, { phone: target.phone, code: target.code }, { ip: attacker });
    expect(refused.body).toMatchObject({ flag: false, errorCode: 'E000429', errorMsg: '验证码错误次数过多，请 60 分钟后再试' });
    // The refused check did not touch the code: its owner, from another address, still logs in with it.
    expect((await t.call(login.loginByPhone, { phone: target.phone, code: target.code }, { ip: uniqueIp() })).body.flag).toBe(true);

    t.clock.advance(3600);
    const later = await phoneWithCode();
    expect((await t.call(login.loginByPhone, { phone: later.phone, code: later.code }, { ip: attacker })).body.flag).toBe(true);
  });

  it('does not count right codes: an office behind one address logs in all day', async () => {
    t.clock.set(new Date('2025-06-03T02:00:00Z'));
    const office = uniqueIp();
    for (let i = 0; i < hourlyWrongCodesPerAddress + 5; i++) {
      const { phone, code } = await phoneWithCode();
      expect((await t.call(login.loginByPhone, { phone, code }, { ip: office })).body.flag).toBe(true);
    }
  });

  raceTest('holds under concurrent guesses from one address', async () => {
    await warmPool(t.db);
    t.clock.set(new Date('2025-06-04T02:00:00Z'));
    const attacker = uniqueIp();
    const targets = await Promise.all(Array.from({ length: hourlyWrongCodesPerAddress + 10 }, () => phoneWithCode()));
    const answers = await Promise.all(
      targets.map(({ phone, code }) => t.call(login.loginByPhone, { phone, code: wrong(code) }, { ip: attacker })),
    );
    expect(answers.filter((a) => a.body.errorCode === 'E000101')).toHaveLength(hourlyWrongCodesPerAddress);
  });
});

describe("one address cannot spend another person's daily sends", () => {
  it('limits sends to one phone from one address, leaving the rest of the quota to its owner', async () => {
    t.clock.set(new Date('2025-06-05T02:00:00Z'));
    expect(dailyLimitPerPhonePerAddress).toBeLessThan(dailyLimitPerPhone);
    const victim = uniquePhone();
    const attacker = uniqueIp();
    const answers: (string | null)[] = [];
    for (let i = 0; i < dailyLimitPerPhonePerAddress; i++) {
      answers.push((await t.call(login.sendCode, { phone: victim }, { ip: attacker })).body.errorCode);
      // A resend inside the interval is refused by the phone's own limit and costs the address nothing.
      answers.push((await t.call(login.sendCode, { phone: victim }, { ip: attacker })).body.errorCode);
      t.clock.advance(resendIntervalSeconds + 1);
    }
    // The last resend already meets the spent address quota.
    expect(answers).toEqual([
      ...Array.from({ length: dailyLimitPerPhonePerAddress }, () => [null, 'E000103'])
        .flat()
        .slice(0, -1),
      'E000429',
    ]);
    const refused = await t.call(login.sendCode, { phone: victim }, { ip: attacker });
    expect(refused.body).toMatchObject({ flag: false, errorCode: 'E000429' });
    expect(refused.body.errorMsg).toMatch(/^当前网络为该手机号获取验证码次数已达上限，请 \d+ 小时后再试$/);
    // The owner, from their own address, still gets a code and logs in.
    const own = uniqueIp();
    expect((await t.call(login.sendCode, { phone: victim }, { ip: own })).body.flag).toBe(true);
    expect((await t.call(login.loginByPhone, { phone: victim, code: t.sms.lastCode(victim) }, { ip: own })).body.flag).toBe(true);
    // The same address may send to other phones.
    expect((await t.call(login.sendCode, { phone: uniquePhone() }, { ip: attacker })).body.flag).toBe(true);
  });
});
