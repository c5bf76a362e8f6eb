import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { Registry } from 'prom-client';
import type { SmsDeliveryConfig, SmsTemplate } from '../../../src/config-sms';
import type { Db } from '../../../src/db/schema';
import { manualClock } from '../../../src/lib/clock';
import { createSmsSender, type SmsSender } from '../../../src/modules/sms';
import { startAliyunStandIn } from '../../helpers/aliyun-sms-stand-in';
import type { StandIn } from '../../helpers/sms-stand-in';
import { startTencentStandIn } from '../../helpers/tencent-sms-stand-in';
import { TEST_EPOCH } from '../../helpers/epoch';

const ID = 'AKIDstandin0001';
const SECRET = 'stand-in-secret-key-0123456789';
const PHONE = '13912345678';
const TEMPLATES: Record<string, SmsTemplate> = {
  LOGIN: { id: '1000001', paramNames: [] },
  BILL_ISSUED: { id: '1000002', paramNames: ['no', 'amount'] },
};
/** Short, so the timeout tests take a second or two (the default is 5 s), yet ample for a loaded machine. */
const TIMEOUT_MS = 1000;

type Provider = 'tencent' | 'aliyun';
const start = (provider: Provider) => (provider === 'tencent' ? startTencentStandIn(ID, SECRET) : startAliyunStandIn(ID, SECRET));

function delivery(provider: Provider, endpoint: string, secret = SECRET): SmsDeliveryConfig {
  return {
    timeoutMs: TIMEOUT_MS,
    gateway:
      provider === 'tencent'
        ? {
            provider,
            secretId: ID,
            secretKey: secret,
            sdkAppId: '1400000001',
            signName: '测试签名',
            region: 'ap-guangzhou',
            endpoint,
            templates: TEMPLATES,
          }
        : { provider, accessKeyId: ID, accessKeySecret: secret, signName: '测试签名', endpoint, templates: TEMPLATES },
  };
}

function capture(lines: string[]): FastifyBaseLogger {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger;
}

describe.each<Provider>(['tencent', 'aliyun'])('SMS through %s', (provider) => {
  let standIn: StandIn;
  let sender: SmsSender;
  const lines: string[] = [];
  const registry = new Registry();
  beforeAll(async () => {
    standIn = await start(provider);
    // No budget here, so the sender never touches the database.
    sender = createSmsSender({
      delivery: delivery(provider, standIn.url),
      log: capture(lines),
      clock: manualClock(TEST_EPOCH),
      db: undefined as unknown as Db,
      registry,
    });
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.received.length = 0;
    lines.length = 0;
  });
  const phoneSent = (phone: string) => (provider === 'tencent' ? `+86${phone}` : phone);

  it('sends a code as the first parameter of the LOGIN template, signed, and never writes it to the log', async () => {
    await sender.sendLoginCode(PHONE, '042917');
    expect(standIn.badSignatures).toEqual([]);
    expect(standIn.received).toEqual([
      expect.objectContaining({ phone: phoneSent(PHONE), signName: '测试签名', templateId: '1000001', params: ['042917'] }),
    ]);
    if (provider === 'aliyun') expect(standIn.received[0].named).toEqual({ code: '042917' });
    const log = lines.join('');
    expect(log).toContain('SMS sent');
    expect(log).not.toContain('042917');
    expect(log).not.toContain(PHONE);
  });

  it("sends a notice with its parameters in order and hands back the provider's answer", async () => {
    const result = await sender.sendNotice(PHONE, 'BILL_ISSUED', ['B202611280001', '1280.50']);
    expect(result).toEqual({ ok: true, providerAnswer: expect.stringMatching(/^(Ok|OK): /) });
    expect(standIn.received[0]).toMatchObject({ templateId: '1000002', params: ['B202611280001', '1280.50'] });
    if (provider === 'aliyun') expect(standIn.received[0].named).toEqual({ no: 'B202611280001', amount: '1280.50' });
  });

  it('a refusal gets a clear Chinese message, is not retried, and a code is refused visibly', async () => {
    const refusal = provider === 'tencent' ? 'LimitExceeded.PhoneNumberDailyLimit' : 'isv.DAY_LIMIT_CONTROL';
    standIn.answerNext({ refuse: refusal });
    await expect(sender.sendLoginCode(PHONE, '123456')).rejects.toMatchObject({
      code: 'E000104',
      message: '该手机号今日接收短信次数已达上限，请明天再试',
    });
    expect(standIn.received).toHaveLength(1);
    standIn.answerNext({ refuse: provider === 'tencent' ? 'InvalidParameterValue.IncorrectPhoneNumber' : 'isv.MOBILE_NUMBER_ILLEGAL' });
    expect(await sender.sendNotice(PHONE, 'BILL_ISSUED', ['B1', '1.00'])).toEqual({
      ok: false,
      retryable: false,
      message: '该手机号无法接收短信，请确认号码正确',
      providerAnswer: expect.stringContaining(provider === 'tencent' ? 'IncorrectPhoneNumber' : 'MOBILE_NUMBER_ILLEGAL'),
    });
    standIn.answerNext({ refuse: provider === 'tencent' ? 'FailedOperation.InsufficientBalanceInSmsPackage' : 'isv.AMOUNT_NOT_ENOUGH' });
    expect(await sender.sendNotice(PHONE, 'BILL_ISSUED', ['B1', '1.00'])).toMatchObject({
      ok: false,
      retryable: false,
      message: '短信服务暂时无法发送，请稍后再试或联系平台客服',
    });
    expect(lines.join('')).not.toContain('123456');
  });

  it('a code is asked for once more after a 5xx or a timeout; a second failure is refused visibly', async () => {
    standIn.answerNext('error5xx');
    await sender.sendLoginCode(PHONE, '111111');
    expect(standIn.received).toHaveLength(2);
    standIn.answerNext('hang');
    await sender.sendLoginCode(PHONE, '222222');
    expect(standIn.received).toHaveLength(4);
    standIn.answerNext('hang', 'error5xx');
    await expect(sender.sendLoginCode(PHONE, '333333')).rejects.toMatchObject({
      code: 'E000106',
      message: '短信服务暂时无法连接，请稍后再试',
    });
    expect(standIn.received).toHaveLength(6);
    expect(lines.join('')).not.toMatch(/111111|222222|333333/);
  });

  it('a notice is tried once; a timeout leaves it to the caller to retry', async () => {
    standIn.answerNext('hang');
    const started = Date.now();
    expect(await sender.sendNotice(PHONE, 'BILL_ISSUED', ['B1', '1.00'])).toMatchObject({
      ok: false,
      retryable: true,
      message: '短信服务暂时无法连接，请稍后再试',
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(standIn.received).toHaveLength(1);
  });

  it('sends only to mainland mobile numbers, and only kinds that have a template', async () => {
    expect(await sender.sendNotice('85291234567', 'BILL_ISSUED', ['B1', '1.00'])).toMatchObject({
      ok: false,
      retryable: false,
      message: '仅支持向中国大陆手机号发送短信',
    });
    await expect(sender.sendLoginCode('+14155550100', '444444')).rejects.toMatchObject({ code: 'E000400' });
    expect(await sender.sendNotice(PHONE, 'NO_SUCH_KIND', [])).toMatchObject({
      ok: false,
      retryable: false,
      message: '该类消息未配置短信模板，短信未发送',
    });
    expect(standIn.received).toHaveLength(0);
  });

  it("a wrong secret fails the stand-in's signature check: the call is refused, not sent", async () => {
    const wrong = createSmsSender({
      delivery: delivery(provider, standIn.url, 'not-the-secret'),
      log: capture([]),
      clock: manualClock(TEST_EPOCH),
      db: undefined as unknown as Db,
    });
    const before = standIn.badSignatures.length;
    expect(await wrong.sendNotice(PHONE, 'BILL_ISSUED', ['B1', '1.00'])).toMatchObject({
      ok: false,
      retryable: false,
      message: '短信服务暂时无法发送，请稍后再试或联系平台客服',
    });
    expect(standIn.badSignatures.slice(before)).toEqual(['signature mismatch']);
    expect(standIn.received).toHaveLength(0);
  });

  it("counts what was sent and what was not on the app's registry", async () => {
    const text = await registry.metrics();
    expect(text).toMatch(new RegExp(`sms_sent_total\\{provider="${provider}",kind="LOGIN"\\} [1-9]`));
    expect(text).toMatch(new RegExp(`sms_not_sent_total\\{provider="${provider}",kind="LOGIN",reason="unreachable"\\} 1`));
  });
});
