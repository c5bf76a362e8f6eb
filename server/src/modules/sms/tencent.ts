import http from 'node:http';
import https from 'node:https';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { TencentSmsSettings } from '../../config-sms';
import { tencentReason } from './refusals';
import type { GatewayOutcome, SmsGateway } from './types';

interface TencentError {
  code?: string;
  httpCode?: number;
  message?: string;
  requestId?: string;
}

/**
 * Tencent Cloud SMS (API 2021-01-11, SendSms) through its official SDK, which signs with TC3-HMAC-SHA256. The
 * endpoint's scheme and host become the SDK's protocol and endpoint; an overridden endpoint gets a direct
 * connection of its own, so a proxy set in the environment is not used for a local stand-in.
 */
export function createTencentGateway(settings: TencentSmsSettings, timeoutMs: number): SmsGateway {
  const url = new URL(settings.endpoint);
  const isDefault = settings.endpoint === 'https://sms.tencentcloudapi.com';
  const client = new sms.v20210111.Client({
    credential: { secretId: settings.secretId, secretKey: settings.secretKey },
    region: settings.region,
    profile: {
      httpProfile: {
        protocol: `${url.protocol}//`,
        endpoint: url.host,
        // Seconds in the SDK; it hands node-fetch milliseconds, so a fraction works.
        reqTimeout: timeoutMs / 1000,
        ...(isDefault
          ? {}
          : { agent: url.protocol === 'http:' ? new http.Agent({ keepAlive: true }) : new https.Agent({ keepAlive: true }) }),
      },
    },
  });

  async function send(phone: string, template: { id: string }, params: string[]): Promise<GatewayOutcome> {
    let response: Awaited<ReturnType<typeof client.SendSms>>;
    try {
      response = await client.SendSms({
        PhoneNumberSet: [`+86${phone}`],
        SmsSdkAppId: settings.sdkAppId,
        SignName: settings.signName,
        TemplateId: template.id,
        TemplateParamSet: params,
      });
    } catch (err) {
      const e = err as TencentError;
      if (e.httpCode !== undefined) {
        const answer = `HTTP ${e.httpCode}`;
        return e.httpCode >= 500 ? { status: 'unreachable', answer } : { status: 'refused', reason: 'other', answer };
      }
      if (!e.code) return { status: 'unreachable', answer: `no answer: ${e.message ?? 'error'}` };
      const answer = `${e.code}: ${e.message ?? ''} (RequestId ${e.requestId ?? '-'})`;
      const reason = tencentReason(e.code);
      return reason ? { status: 'refused', reason, answer } : { status: 'unreachable', answer };
    }
    const status = response.SendStatusSet?.[0];
    if (!status) return { status: 'refused', reason: 'other', answer: `no SendStatus (RequestId ${response.RequestId ?? '-'})` };
    const answer = `${status.Code}: ${status.Message ?? ''} (SerialNo ${status.SerialNo ?? '-'}, RequestId ${response.RequestId ?? '-'})`;
    if (status.Code === 'Ok') return { status: 'sent', answer };
    const reason = tencentReason(status.Code ?? '');
    return reason ? { status: 'refused', reason, answer } : { status: 'unreachable', answer };
  }

  return { name: 'tencent', send };
}
