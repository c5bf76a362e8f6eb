import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_LIMITS, WEBHOOK_SECRET_PREFIX } from '@contract/webhooks.meta';
import { checkWebhookUrl, UnsafeUrlError, type Lookup } from './url-guard';

export const newSecret = () => WEBHOOK_SECRET_PREFIX + randomBytes(24).toString('base64');

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's base64-decoded bytes. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface SendResult {
  succeeded: boolean;
  responseStatus: number | null;
  responseBody: string;
  error: string | null;
  durationMs: number;
  startedAt: Date;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  lookup: Lookup;
  /** Aborts the request (shutdown); the result then says so. */
  signal?: AbortSignal;
}

/** Cuts at a UTF-8 character boundary so the stored text never ends in half a character. */
function truncateUtf8(buf: Buffer, max: number): string {
  if (buf.length <= max) return buf.toString('utf8');
  let end = max;
  while (end > 0 && (buf[end]! & 0xc0) === 0x80) end--;
  return buf.subarray(0, end).toString('utf8');
}

/**
 * One attempt: the URL is checked again and the connection goes to the address that was checked (a second DNS
 * answer cannot move it: DNS rebinding); redirects are not followed (a 3xx is a failure); no answer within
 * `timeoutMs` (headers and body) is a failure. Never throws: a bad receiver is a failed attempt, nothing more.
 */
export async function send(
  target: { url: string; secret: string },
  message: { id: string; body: string },
  options: SendOptions,
): Promise<SendResult> {
  const startedAt = new Date();
  const t0 = performance.now();
  const done = (r: Omit<SendResult, 'durationMs' | 'startedAt'>): SendResult => ({
    ...r,
    durationMs: Math.round(performance.now() - t0),
    startedAt,
  });
  let checked;
  try {
    checked = await checkWebhookUrl(target.url, { allowPrivate: options.allowPrivate, lookup: options.lookup });
  } catch (err) {
    const reason = err instanceof UnsafeUrlError ? err.message : '回调地址无效';
    return done({ succeeded: false, responseStatus: null, responseBody: '', error: reason });
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'supplier-portal-webhooks/1',
    'webhook-id': message.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': sign(target.secret, message.id, timestamp, message.body),
  };
  const pinned: LookupFunction | undefined = checked.address
    ? (_host, opts, cb) => {
        const family = checked.family ?? 4;
        if ((opts as { all?: boolean }).all)
          (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: checked.address!, family }]);
        else cb(null, checked.address!, family);
      }
    : undefined;
  const client = checked.url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<SendResult, 'durationMs' | 'startedAt'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(done(r));
    };
    const req = client.request(checked.url, { method: 'POST', headers, lookup: pinned, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < WEBHOOK_LIMITS.responseBodyBytes) chunks.push(chunk);
        size += chunk.length;
        // Enough kept: the rest is not read.
        if (size > WEBHOOK_LIMITS.responseBodyBytes * 4) req.destroy();
      });
      const end = () => {
        const status = res.statusCode ?? 0;
        const body = truncateUtf8(Buffer.concat(chunks), WEBHOOK_LIMITS.responseBodyBytes);
        finish({ succeeded: status >= 200 && status < 300, responseStatus: status, responseBody: body, error: null });
      };
      res.on('end', end);
      res.on('close', end);
      res.on('error', end);
    });
    const timer = setTimeout(() => {
      finish({
        succeeded: false,
        responseStatus: null,
        responseBody: '',
        error: `接收方 ${Math.round(options.timeoutMs / 1000)} 秒内未应答`,
      });
      req.destroy();
    }, options.timeoutMs);
    const onAbort = () => {
      finish({ succeeded: false, responseStatus: null, responseBody: '', error: '服务器关闭，投递中止' });
      req.destroy();
    };
    options.signal?.addEventListener('abort', onAbort);
    req.on('error', (err: NodeJS.ErrnoException) =>
      finish({ succeeded: false, responseStatus: null, responseBody: '', error: `连接失败：${err.code ?? err.message}` }),
    );
    req.end(message.body);
  });
}
