import { createHmac, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { requestId, startStandIn, type Protocol, type StandIn } from './sms-stand-in';

/** RFC 3986 percent-encoding, as Aliyun's RPC signature specifies it. */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));
}

/**
 * Checks the RPC signature the way Aliyun's POP gateway does: every parameter but Signature, sorted and encoded,
 * signed as `POST&%2F&<encoded query>` with HMAC-SHA1 under `<AccessKeySecret>&`.
 */
function verifySignature(method: string, params: Map<string, string>, accessKeyId: string, accessKeySecret: string): string | undefined {
  if (params.get('AccessKeyId') !== accessKeyId) return 'unknown AccessKeyId';
  if (params.get('SignatureMethod') !== 'HMAC-SHA1' || params.get('SignatureVersion') !== '1.0') return 'not HMAC-SHA1 1.0';
  if (!params.get('SignatureNonce')) return 'no SignatureNonce';
  const timestamp = Date.parse(params.get('Timestamp') ?? '');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(params.get('Timestamp') ?? '') || Math.abs(Date.now() - timestamp) > 15 * 60_000)
    return 'Timestamp missing or out of range';
  const signature = params.get('Signature') ?? '';
  const canonical = [...params.keys()]
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${encode(k)}=${encode(params.get(k) ?? '')}`)
    .join('&');
  const expected = createHmac('sha1', `${accessKeySecret}&`)
    .update(`${method}&${encode('/')}&${encode(canonical)}`)
    .digest('base64');
  if (expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return 'signature mismatch';
  return undefined;
}

function parseForm(text: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of text.split('&').filter(Boolean)) {
    const at = pair.indexOf('=');
    params.set(decodeURIComponent(at < 0 ? pair : pair.slice(0, at)), at < 0 ? '' : decodeURIComponent(pair.slice(at + 1)));
  }
  return params;
}

/** Aliyun SMS (Dysmsapi SendSms, 2017-05-25) as far as the portal uses it; answers like the real API. */
export function startAliyunStandIn(accessKeyId: string, accessKeySecret: string): Promise<StandIn> {
  const protocol: Protocol = {
    verify(req, body) {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const params = req.method === 'POST' ? parseForm(body) : parseForm(url.search.slice(1));
      const problem = verifySignature(req.method ?? '', params, accessKeyId, accessKeySecret);
      if (problem) return { problem };
      if (params.get('Action') !== 'SendSms' || params.get('Version') !== '2017-05-25' || params.get('Format') !== 'JSON')
        return { problem: 'not SendSms 2017-05-25' };
      const named = JSON.parse(params.get('TemplateParam') ?? '{}') as Record<string, string>;
      return {
        sms: {
          phone: params.get('PhoneNumbers') ?? '',
          signName: params.get('SignName') ?? '',
          templateId: params.get('TemplateCode') ?? '',
          params: Object.values(named),
          named,
        },
      };
    },
    reply(res, answer) {
      const RequestId = requestId();
      if (answer === 'error5xx') {
        send(res, 503, {
          Code: 'ServiceUnavailable',
          Message: 'The request has failed due to a temporary failure of the server.',
          RequestId,
        });
      } else if (typeof answer === 'object' && 'badSignature' in answer) {
        send(res, 400, {
          Code: 'SignatureDoesNotMatch',
          Message: `Specified signature is not matched with our calculation (${answer.badSignature}).`,
          RequestId,
        });
      } else if (answer === 'ok') {
        send(res, 200, { Code: 'OK', Message: 'OK', BizId: `900619746936498440^${RequestId}`, RequestId });
      } else {
        send(res, 200, { Code: answer.refuse, Message: answer.message ?? 'refused by the stand-in', RequestId });
      }
    },
  };
  return startStandIn(protocol);
}
