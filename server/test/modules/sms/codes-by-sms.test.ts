import * as login from '@contract/login';
import * as user from '@contract/user';
import type { SmsDeliveryConfig } from '../../../src/config-sms';
import { startAliyunStandIn } from '../../helpers/aliyun-sms-stand-in';
import type { StandIn } from '../../helpers/sms-stand-in';
import { startTencentStandIn } from '../../helpers/tencent-sms-stand-in';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';

const ID = 'AKIDstandin0002';
const SECRET = 'stand-in-secret-key-9876543210';
const TEMPLATES = { LOGIN: { id: 'SMS_100001', paramNames: ['code'] } };

function tencent(endpoint: string): SmsDeliveryConfig {
  const gateway = {
    provider: 'tencent' as const,
    secretId: ID,
    secretKey: SECRET,
    sdkAppId: '1400000002',
    signName: '测试签名',
    region: 'ap-guangzhou',
    endpoint,
    templates: TEMPLATES,
  };
  return { gateway, timeoutMs: 1000 };
}

const lastCode = (standIn: StandIn) => standIn.received.at(-1)?.params[0] ?? '';

describe('codes by SMS (a provider configured)', () => {
  const logs: string[] = [];
  let standIn: StandIn;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startTencentStandIn(ID, SECRET);
    t = await createTestApp({ logs, configuredSms: true, config: { smsProvider: 'tencent', smsDelivery: tencent(standIn.url) } });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('sends login and phone-change codes by SMS, never to the log, and the code logs in', async () => {
    const phone = uniquePhone();
    expect((await t.call(login.sendCode, { phone })).body).toMatchObject({ flag: true });
    const code = lastCode(standIn);
    expect(code).toMatch(/^\d{6}$/);
    expect(standIn.received.at(-1)).toMatchObject({ phone: `+86${phone}`, templateId: 'SMS_100001' });
    const res = await t.call(login.loginByPhone, { phone, code });
    expect(res.body.flag).toBe(true);
    // One resend interval per phone, whatever the scene.
    t.clock.advance(61);
    expect((await t.call(user.updatePhoneOldSend, {}, { token: res.body.data.tokenInfo.token })).body).toMatchObject({ flag: true });
    const changeCode = lastCode(standIn);
    expect(changeCode).not.toBe(code);
    const text = logs.join('');
    expect(text).toContain('SMS sent');
    expect(text).not.toContain('verification code for');
    for (const secret of [code, changeCode]) expect(text).not.toContain(secret);
    expect(standIn.badSignatures).toEqual([]);
  });

  it('a refusal is answered with a clear message and not counted: the phone may ask again at once', async () => {
    const phone = uniquePhone();
    standIn.answerNext({ refuse: 'LimitExceeded.PhoneNumberDailyLimit' });
    const refused = await t.call(login.sendCode, { phone });
    expect(refused.body).toEqual({
      flag: false,
      errorCode: 'E000104',
      errorMsg: '该手机号今日接收短信次数已达上限，请明天再试',
      data: null,
    });
    const refusedCode = lastCode(standIn);
    expect(await t.db.selectFrom('sms_code').select('id').where('phone', '=', phone).execute()).toEqual([]);
    expect((await t.call(login.loginByPhone, { phone, code: refusedCode })).body.flag).toBe(false);
    // Without the refund the resend interval (60 s) would refuse this with E000103.
    expect((await t.call(login.sendCode, { phone })).body.flag).toBe(true);
    expect(await t.db.selectFrom('sms_phone_counter').select('day_count').where('phone', '=', phone).executeTakeFirst()).toEqual({
      day_count: 1,
    });
    expect((await t.call(login.loginByPhone, { phone, code: lastCode(standIn) })).body.flag).toBe(true);
    expect(logs.join('')).not.toContain(refusedCode);
  });

  it('a timeout is retried once; two are answered with a clear message, and the earlier code still works', async () => {
    const phone = uniquePhone();
    await t.call(login.sendCode, { phone });
    const first = lastCode(standIn);
    t.clock.advance(61);
    standIn.answerNext('hang', 'hang');
    expect((await t.call(login.sendCode, { phone })).body).toMatchObject({
      flag: false,
      errorCode: 'E000106',
      errorMsg: '短信服务暂时无法连接，请稍后再试',
    });
    expect((await t.call(login.loginByPhone, { phone, code: first })).body.flag).toBe(true);
    standIn.answerNext('hang');
    expect((await t.call(login.sendCode, { phone })).body.flag).toBe(true);
    expect((await t.call(login.loginByPhone, { phone, code: lastCode(standIn) })).body.flag).toBe(true);
  });
});

describe('the daily SMS budget', () => {
  const logs: string[] = [];
  let standIn: StandIn;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startAliyunStandIn(ID, SECRET);
    const delivery: SmsDeliveryConfig = {
      gateway: {
        provider: 'aliyun',
        accessKeyId: ID,
        accessKeySecret: SECRET,
        signName: '测试签名',
        endpoint: standIn.url,
        templates: TEMPLATES,
      },
      timeoutMs: 1000,
      dailyBudget: 2,
    };
    t = await createTestApp({ logs, configuredSms: true, config: { smsProvider: 'aliyun', smsDelivery: delivery } });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('stops sends beyond it with an error log line and a metric, and refunds what the provider refused', async () => {
    standIn.answerNext({ refuse: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发分钟级流控Permits:1' });
    expect((await t.call(login.sendCode, { phone: uniquePhone() })).body).toMatchObject({
      flag: false,
      errorCode: 'E000103',
      errorMsg: '短信发送过于频繁，请稍后再试',
    });
    expect((await t.call(login.sendCode, { phone: uniquePhone() })).body.flag).toBe(true);
    expect((await t.call(login.sendCode, { phone: uniquePhone() })).body.flag).toBe(true);
    expect(standIn.received).toHaveLength(3);
    const over = await t.call(login.sendCode, { phone: uniquePhone() });
    expect(over.body).toMatchObject({ flag: false, errorCode: 'E000106', errorMsg: '今日短信发送量已达平台上限，请明天再试' });
    expect(standIn.received).toHaveLength(3);
    const lines = logs.map((l) => JSON.parse(l) as { level: number; msg: string; dailyBudget?: number });
    expect(lines.filter((l) => l.level === 50 && l.msg.includes('SMS_DAILY_BUDGET'))).toEqual([
      expect.objectContaining({ dailyBudget: 2 }),
    ]);
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^sms_budget_refused_total\{provider="aliyun"\} 1$/m);
    expect(metrics).toMatch(/^sms_daily_budget 2$/m);
    expect(metrics).toMatch(/^sms_sent_total\{provider="aliyun",kind="LOGIN"\} 2$/m);
  });

  it('starts afresh on the next Beijing day', async () => {
    t.clock.advance(24 * 3600);
    expect((await t.call(login.sendCode, { phone: uniquePhone() })).body.flag).toBe(true);
  });
});
