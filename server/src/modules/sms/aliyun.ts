import Dysmsapi from '@alicloud/dysmsapi-2017-05-25';
import type { AliyunSmsSettings } from '../../config-sms';
import { aliyunReason } from './refusals';
import type { GatewayOutcome, SmsGateway } from './types';

interface AliyunError {
  name?: string;
  code?: string;
  data?: { Code?: string; Message?: string; RequestId?: string };
  entry?: { response?: { statusCode?: number } };
  message?: string;
}

/** A template's variables by name, in order: the configured names, then `param<n>` for any left over. */
export function aliyunTemplateParam(names: string[], params: string[]): string {
  return JSON.stringify(Object.fromEntries(params.map((p, i) => [names[i] ?? `param${i + 1}`, p])));
}

/**
 * Aliyun SMS (Dysmsapi 2017-05-25, SendSms) through its official SDK, which signs each call with the RPC signature
 * (HMAC-SHA1 over the sorted, encoded parameters). Always POST: the SDK puts a GET's parameters — the code among
 * them — into the URL, and its errors quote the URL.
 */
export function createAliyunGateway(settings: AliyunSmsSettings, timeoutMs: number): SmsGateway {
  const client = new Dysmsapi({
    endpoint: settings.endpoint,
    accessKeyId: settings.accessKeyId,
    accessKeySecret: settings.accessKeySecret,
  });

  // Aliyun's verification-code templates name their variable `code`.
  const loginId = settings.templates.LOGIN?.id;
  async function send(phone: string, template: { id: string; paramNames: string[] }, params: string[]): Promise<GatewayOutcome> {
    const names = template.paramNames.length === 0 && template.id === loginId ? ['code'] : template.paramNames;
    try {
      const answer = await client.sendSms(
        { PhoneNumbers: phone, SignName: settings.signName, TemplateCode: template.id, TemplateParam: aliyunTemplateParam(names, params) },
        { method: 'POST', timeout: timeoutMs },
      );
      return {
        status: 'sent',
        answer: `${answer.Code}: ${answer.Message ?? ''} (BizId ${answer.BizId ?? '-'}, RequestId ${answer.RequestId ?? '-'})`,
      };
    } catch (err) {
      const e = err as AliyunError;
      const status = e.entry?.response?.statusCode;
      if (!e.data?.Code) return { status: 'unreachable', answer: `no answer: ${e.name ?? 'error'}${status ? ` (HTTP ${status})` : ''}` };
      const answer = `${e.data.Code}: ${e.data.Message ?? ''} (HTTP ${status ?? '-'}, RequestId ${e.data.RequestId ?? '-'})`;
      if (status !== undefined && status >= 500) return { status: 'unreachable', answer };
      const reason = aliyunReason(e.data.Code, e.data.Message ?? '');
      return reason ? { status: 'refused', reason, answer } : { status: 'unreachable', answer };
    }
  }

  return { name: 'aliyun', send };
}
