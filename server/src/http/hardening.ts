import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX, CMS_PREFIX } from './route';
import { MAX_BODY_DEPTH, nestsDeeperThan, tooDeep } from './json-depth';
import { unstorableInput } from './storable-text';

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

const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
};

/**
 * The headers helmet sets with our options, worked out once. The policy is static (no nonces, no per-request
 * directives), so every response gets the same list; @fastify/helmet instead rebuilt helmet's middleware on every
 * request, behind two hooks, one of them async.
 */
export function helmetHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader(name: string, value: string) {
      headers.push([name, String(value)]);
    },
    // X-Powered-By: nothing in this server sets it, so there is nothing to remove.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export async function installHardening(app: FastifyInstance): Promise<void> {
  // Every response gets helmet's headers (nosniff among them); the CSP is written for the HTML but is
  // harmless on JSON, and one policy everywhere leaves no path unprotected. Set on the raw response, as helmet
  // does, so they stay whatever path the answer takes (error handler included). Callback hooks: they run on
  // every request, and an async hook costs a promise each time.
  const security = helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of security) reply.raw.setHeader(name, value);
    void reply.header('x-request-id', request.id);
    done();
  });

  // Gateway and content answers are per user or short-lived: nothing may store them unless a route says so.
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    if (!reply.hasHeader('cache-control') && (isApiPath(url) || url === '/healthz' || url === '/livez')) {
      void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
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
    // Before anything walks the body — JSON.parse itself, the prototype check, the text check, validation —
    // one linear pass refuses one nested too deep (1 MiB of `[` takes JSON.parse half a second).
    if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // Text PostgreSQL cannot store (U+0000, lone surrogates) is refused once here, naming the field, for every API
  // call — body, query and the headers that are stored — rather than as a 500 from whichever query meets it.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!isApiPath(request.url)) return done();
    const issue = unstorableInput(request);
    done(issue ?? undefined);
  });
}

const isApiPath = (url: string) => url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${CMS_PREFIX}/`);

/**
 * Honour a caller's request id when it is sane (at most 64 of `A-Z a-z 0-9 . _ -`), so one id follows a request
 * through proxies and logs; anything else never reaches the log and a generated id replaces it.
 */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
export function requestIdFrom(header: string | string[] | undefined, fallback: () => string): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : fallback();
}
