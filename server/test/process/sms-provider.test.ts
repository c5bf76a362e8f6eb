import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as login from '@contract/login';
import { urlOf } from '../../src/http/route';
import { startServer, type Started } from '../helpers/server-process';
import type { StandIn } from '../helpers/sms-stand-in';
import { startTencentStandIn } from '../helpers/tencent-sms-stand-in';

// The real server configured by the environment alone, as an operator would: SMS through a provider (a local stand-in).

const TENCENT_ENV = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDprocess0001',
  TENCENT_SMS_SECRET_KEY: 'process-secret-key-0123456789',
  TENCENT_SMS_SDK_APP_ID: '1400000003',
  TENCENT_SMS_SIGN_NAME: '测试签名',
  TENCENT_SMS_TEMPLATE_LOGIN: '200001',
};

let dataDir: string;
let standIn: StandIn;
let running: Started | null = null;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sms-provider-'));
  standIn = await startTencentStandIn(TENCENT_ENV.TENCENT_SMS_SECRET_ID, TENCENT_ENV.TENCENT_SMS_SECRET_KEY);
});
afterAll(async () => {
  running?.child.kill('SIGKILL');
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sendCode = (phone: string) =>
  fetch(`${running!.url}${urlOf(login.sendCode)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone }),
  }).then((r) => r.json());

describe('SMS_PROVIDER=tencent', () => {
  it("refuses to start without the provider's credentials, naming them", async () => {
    await expect(startServer(dataDir, { SMS_PROVIDER: 'tencent', TENCENT_SMS_TEMPLATE_LOGIN: '200001' })).rejects.toThrow(
      /SMS_PROVIDER=tencent needs TENCENT_SMS_SECRET_ID/,
    );
  }, 200_000);

  it('sends codes to the endpoint the environment names, keeps them out of the log, and stops at the daily budget', async () => {
    running = await startServer(dataDir, { ...TENCENT_ENV, TENCENT_SMS_ENDPOINT: standIn.url, SMS_DAILY_BUDGET: '1' });
    expect(await sendCode('13912345001')).toMatchObject({ flag: true });
    expect(standIn.badSignatures).toEqual([]);
    expect(standIn.received).toEqual([expect.objectContaining({ phone: '+8613912345001', templateId: '200001', signName: '测试签名' })]);
    const code = standIn.received[0].params[0];
    expect(code).toMatch(/^\d{6}$/);
    expect(await sendCode('13912345002')).toMatchObject({ flag: false, errorMsg: '今日短信发送量已达平台上限，请明天再试' });
    expect(standIn.received).toHaveLength(1);
    // The child writes its log asynchronously: wait for the budget's line, then read all of it.
    await vi.waitFor(() => expect(running!.log()).toMatch(/"level":50[^\n]*SMS_DAILY_BUDGET/), { timeout: 10_000 });
    expect(running.log()).not.toContain(code);
    expect(running.log()).not.toContain('verification code for');
  }, 200_000);
});
