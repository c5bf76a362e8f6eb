import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { requestId, startStandIn, type Protocol, type StandIn } from './sms-stand-in';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Checks a TC3-HMAC-SHA256 signature the way Tencent Cloud's API does: the canonical request (method, path, query,
 * the signed headers, the body's hash), its credential scope (date/service/tc3_request) and the derived key.
 */
function verifySignature(req: http.IncomingMessage, body: string, secretId: string, secretKey: string): string | undefined {
  const auth =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([\w.-]+)\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return 'no TC3-HMAC-SHA256 Authorization header';
  const [, id, date, service, signedHeaders, signature] = auth;
  if (id !== secretId) return 'unknown SecretId';
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return 'X-TC-Timestamp missing or out of range';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return "credential date is not the timestamp's";
  const headerValue = (name: string) => {
    const raw = String(req.headers[name] ?? '').trim();
    // The host is signed without its port (the API listens on 443).
    return name === 'host' ? raw.replace(/:\d+$/, '') : raw.toLowerCase();
  };
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('content-type')) return 'host and content-type must be signed';
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const canonical = [
    req.method,
    url.pathname,
    url.search.slice(1),
    names.map((n) => `${n}:${headerValue(n)}\n`).join(''),
    signedHeaders,
    sha256(body),
  ].join('\n');
  const toSign = ['TC3-HMAC-SHA256', String(timestamp), `${date}/${service}/tc3_request`, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  const expected = createHmac('sha256', key).update(toSign).digest('hex');
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return 'signature mismatch';
  return undefined;
}

/** Tencent Cloud SMS (SendSms, 2021-01-11) as far as the portal uses it; answers like the real API. */
export function startTencentStandIn(secretId: string, secretKey: string): Promise<StandIn> {
  const protocol: Protocol = {
    verify(req, body) {
      const problem = verifySignature(req, body, secretId, secretKey);
      if (problem) return { problem };
      if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11')
        return { problem: 'not SendSms 2021-01-11' };
      const call = JSON.parse(body) as {
        PhoneNumberSet: string[];
        SmsSdkAppId: string;
        SignName: string;
        TemplateId: string;
        TemplateParamSet?: string[];
      };
      const phone = call.PhoneNumberSet[0] ?? '';
      return { sms: { phone, signName: call.SignName, templateId: call.TemplateId, params: call.TemplateParamSet ?? [] } };
    },
    reply(res, answer) {
      const RequestId = requestId();
      if (answer === 'error5xx') {
        res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
      } else if (typeof answer === 'object' && 'badSignature' in answer) {
        send(res, 200, {
          Response: {
            Error: {
              Code: 'AuthFailure.SignatureFailure',
              Message: `The provided credentials could not be validated (${answer.badSignature}).`,
            },
            RequestId,
          },
        });
      } else {
        const [Code, Message] = answer === 'ok' ? ['Ok', 'send success'] : [answer.refuse, answer.message ?? 'refused by the stand-in'];
        send(res, 200, {
          Response: {
            SendStatusSet: [
              {
                SerialNo: answer === 'ok' ? `2645:${RequestId}` : '',
                PhoneNumber: '+86',
                Fee: answer === 'ok' ? 1 : 0,
                SessionContext: '',
                Code,
                Message,
                IsoCode: 'CN',
              },
            ],
            RequestId,
          },
        });
      }
    },
  };
  return startStandIn(protocol);
}
