import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@contract/http';
import { BusinessError } from './envelope';
import { API_PREFIX, CMS_PREFIX } from './route';

/**
 * The SPA's policy. style-src needs 'unsafe-inline' because antd injects its CSS-in-JS at run time; nothing
 * else is inline, and nothing is loaded from another origin.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

export async function installHardening(app: FastifyInstance): Promise<void> {
  // Every response gets helmet's headers (nosniff among them); the CSP is written for the HTML but is
  // harmless on JSON, and one policy everywhere leaves no path unprotected.
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
  });

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  // Gateway and content answers are per user or short-lived: nothing may store them unless a route says so.
  app.addHook('onSend', async (request, reply) => {
    const url = request.url;
    if (!reply.hasHeader('cache-control') && (url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${CMS_PREFIX}/`) || url === '/healthz' || url === '/livez')) {
      void reply.header('cache-control', 'no-store');
    }
  });

  // JSON only: Fastify's default text/plain parser would hand handlers a string body.
  app.removeContentTypeParser('text/plain');
  // Fastify refuses an empty body sent as JSON; a POST of `{}`-payload calls may legitimately send nothing.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) done(error, undefined);
      // PostgreSQL cannot store U+0000 in text: refuse it here, once, rather than as a 500 from some query.
      else if (hasNulCharacter(parsed)) done(new BusinessError(ERROR_CODES.validation, '请求体不能包含空字符（\\u0000）'), undefined);
      else done(null, parsed);
    });
  });
}

/** Whether any string or key in a parsed JSON value contains U+0000. Iterative: bodies may nest deeply. */
export function hasNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (key.includes('\0')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** Honour a caller's request id when it is sane, so one id follows a request through proxies and logs. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
export function requestIdFrom(header: string | string[] | undefined, fallback: () => string): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : fallback();
}
