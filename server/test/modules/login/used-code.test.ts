import * as login from '@contract/login';
import { DEFAULT_SMS_RULES } from '../../../src/config';
import { createCodeService } from '../../../src/modules/login';
import { BusinessError } from '../../../src/http/envelope';
import { CapturingSms, createTestApp, uniqueIp, uniquePhone, type TestApp } from '../../helpers/test-app';

/**
 * A double click sends one right code twice: the second answer says the code is used, and it is
 * no wrong guess — however often it comes, the address is never locked out of code checks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { hourlyWrongCodesPerAddress } = DEFAULT_SMS_RULES;
const USED = { flag: false, errorCode: 'E000102', errorMsg: expect.stringContaining('验证码已使用') };

describe('login', () => {
  it('answers "已使用" to a used code, never counting it, so the address keeps logging in', async () => {
    const ip = uniqueIp();
    const phone = uniquePhone();
    await t.call(login.sendCode, { phone }, { ip });
    const code = t.sms.lastCode(phone);
    expect((await t.call(login.loginByPhone, { phone, code }, { ip })).body.flag).toBe(true);
    for (let i = 0; i < hourlyWrongCodesPerAddress + 5; i++) {
      expect((await t.call(login.loginByPhone, { phone, code }, { ip })).body).toMatchObject(USED);
    }
    const next = uniquePhone();
    await t.call(login.sendCode, { phone: next }, { ip: uniqueIp() });
    expect((await t.call(login.loginByPhone, { phone: next, code: t.sms.lastCode(next) }, { ip })).body.flag).toBe(true);
  });

  it('still counts a wrong code against a used one, and a used code is "已失效" once its life is over', async () => {
    const ip = uniqueIp();
    const phone = uniquePhone();
    await t.call(login.sendCode, { phone }, { ip });
    const code = t.sms.lastCode(phone);
    expect((await t.call(login.loginByPhone, { phone, code }, { ip })).body.flag).toBe(true);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await t.call(login.loginByPhone, { phone, code: wrong }, { ip })).body).toMatchObject({
      flag: false,
      errorMsg: '验证码已失效，请重新获取',
    });
    const counted = await t.db.selectFrom('rate_limit').select('hits').where('bucket', '=', `login-verify:ip:${ip}`).executeTakeFirst();
    expect(counted?.hits).toBe(1);
    t.clock.advance(DEFAULT_SMS_RULES.codeTtlSeconds + 1);
    expect((await t.call(login.loginByPhone, { phone, code }, { ip })).body).toMatchObject({
      flag: false,
      errorMsg: '验证码已失效，请重新获取',
    });
  });
});

describe('the other scenes sharing the code store', () => {
  it.each(['bank', 'transfer_admin'] as const)('%s: a used code answers "已使用" and spends nothing of the address', async (scene) => {
    const sms = new CapturingSms();
    const codes = createCodeService({ db: t.db, clock: t.clock, rules: DEFAULT_SMS_RULES, codeKey: Buffer.alloc(32, 7), sms });
    const ip = uniqueIp();
    const phone = uniquePhone();
    await codes.send(phone, ip, scene);
    const code = sms.lastCode(phone, scene);
    await codes.verify(phone, code, ip, scene);
    for (let i = 0; i < hourlyWrongCodesPerAddress + 5; i++) {
      const err = await codes.verify(phone, code, ip, scene).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(BusinessError);
      expect((err as BusinessError).message).toContain('验证码已使用');
    }
    const other = uniquePhone();
    await codes.send(other, uniqueIp(), scene);
    await expect(codes.verify(other, sms.lastCode(other, scene), ip, scene)).resolves.toBeUndefined();
  });
});
