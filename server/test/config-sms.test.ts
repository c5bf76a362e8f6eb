import { loadConfig } from '../src/config';

const TENCENT = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDexample',
  TENCENT_SMS_SECRET_KEY: 'secret',
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  TENCENT_SMS_SIGN_NAME: '某某科技',
  TENCENT_SMS_TEMPLATE_LOGIN: '100001',
};
const ALIYUN = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAIexample',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '某某科技',
  ALIYUN_SMS_TEMPLATE_LOGIN: 'SMS_100001',
};

describe('SMS provider settings', () => {
  it('none by default: no delivery settings, codes go to the log', () => {
    expect(loadConfig({})).toMatchObject({ smsProvider: 'none', smsDelivery: undefined });
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER: must be one of none, tencent, aliyun/);
  });

  it('reads Tencent Cloud: credentials, templates per kind, endpoint, 5 s timeout, budget', () => {
    const c = loadConfig({
      ...TENCENT,
      TENCENT_SMS_TEMPLATE_BILL_ISSUED: '100002',
      TENCENT_SMS_ENDPOINT: 'http://127.0.0.1:9000',
      SMS_DAILY_BUDGET: '500',
    });
    expect(c.smsProvider).toBe('tencent');
    expect(c.smsDelivery).toEqual({
      timeoutMs: 5000,
      dailyBudget: 500,
      gateway: {
        provider: 'tencent',
        secretId: 'AKIDexample',
        secretKey: 'secret',
        sdkAppId: '1400000000',
        signName: '某某科技',
        region: 'ap-guangzhou',
        endpoint: 'http://127.0.0.1:9000',
        templates: { LOGIN: { id: '100001', paramNames: [] }, BILL_ISSUED: { id: '100002', paramNames: [] } },
      },
    });
    expect(loadConfig(TENCENT).smsDelivery?.gateway.endpoint).toBe('https://sms.tencentcloudapi.com');
  });

  it("reads Aliyun, with the template variables' names after a colon", () => {
    const c = loadConfig({ ...ALIYUN, ALIYUN_SMS_TEMPLATE_BILL_ISSUED: 'SMS_100002:no,amount', SMS_TIMEOUT_MS: '2000' });
    expect(c.smsDelivery).toMatchObject({
      timeoutMs: 2000,
      dailyBudget: undefined,
      gateway: {
        provider: 'aliyun',
        endpoint: 'https://dysmsapi.aliyuncs.com',
        templates: { LOGIN: { id: 'SMS_100001', paramNames: [] }, BILL_ISSUED: { id: 'SMS_100002', paramNames: ['no', 'amount'] } },
      },
    });
  });

  it('refuses to start with a provider but without its credentials or the LOGIN template, naming what is missing', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent' })).toThrow(
      /SMS_PROVIDER=tencent needs TENCENT_SMS_SECRET_ID, TENCENT_SMS_SECRET_KEY, TENCENT_SMS_SDK_APP_ID, TENCENT_SMS_SIGN_NAME[\s\S]*TENCENT_SMS_TEMPLATE_LOGIN: required/,
    );
    expect(() => loadConfig({ ...ALIYUN, ALIYUN_SMS_ACCESS_KEY_SECRET: ' ' })).toThrow(
      /SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_SECRET/,
    );
    expect(() => loadConfig({ ...ALIYUN, ALIYUN_SMS_TEMPLATE_LOGIN: '' })).toThrow(/ALIYUN_SMS_TEMPLATE_LOGIN: required/);
    expect(() => loadConfig({ ...TENCENT, TENCENT_SMS_SDK_APP_ID: 'app' })).toThrow(/TENCENT_SMS_SDK_APP_ID: must be the SmsSdkAppId/);
    expect(() => loadConfig({ ...TENCENT, TENCENT_SMS_ENDPOINT: 'ftp://x' })).toThrow(/TENCENT_SMS_ENDPOINT: must be an http\(s\) URL/);
    expect(() => loadConfig({ ...TENCENT, SMS_DAILY_BUDGET: '0' })).toThrow(/SMS_DAILY_BUDGET: must be a positive whole number/);
    expect(() => loadConfig({ ...TENCENT, TENCENT_SMS_TEMPLATE_bill: '1' })).toThrow(/TENCENT_SMS_TEMPLATE_bill: expected/);
  });
});
