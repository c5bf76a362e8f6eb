import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX, CMS_PREFIX, PLATFORM_PREFIX } from './route';
import { MAX_BODY_DEPTH, nestsDeeperThan, tooDeep } from './json-depth';
import { installRouteUrl, routeUrlOf } from './route-url';
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

/**
 * What a JSON answer of the gateway carries instead of the page's set (OWASP's REST security headers): it is never
 * rendered as a document (nosniff, and a policy that would let nothing load or frame it if it were), other sites
 * may not embed it (CORP), it leaks no referrer, and HTTPS stays pinned. Helmet's other headers only mean
 * something for a document — the page's CSP, COOP, Origin-Agent-Cluster, DNS prefetching, IE's download and XSS
 * switches, Adobe's cross-domain policy — and the gateway answers about 1 KB of them on every call.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_HEADER_NAMES = [
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

/** The document set and the JSON set, from one helmet configuration so the shared values cannot drift apart. */
export function securityHeaders(all: [string, string][] = helmetHeaders()) {
  const api: [string, string][] = [['Content-Security-Policy', API_CONTENT_SECURITY_POLICY]];
  const documentOnly: [string, string][] = [];
  for (const [name, value] of all) {
    if (API_HEADER_NAMES.includes(name.toLowerCase())) api.push([name, value]);
    else if (name.toLowerCase() !== 'content-security-policy') documentOnly.push([name, value]);
  }
  return { all, api, documentOnly };
}

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

export async function installHardening(app: FastifyInstance): Promise<void> {
  // Helmet's headers are set on the raw response, as helmet does, so they stay whatever path the answer takes
  // (error handler included). The SPA, its assets and every other page get them all. A gateway path (and the
  // health checks) starts with the JSON set; the rare answer there that is not JSON (a file, an export) gets the
  // document-only ones added on its way out, keeping the strict policy unless the route set its own.
  // Callback hooks: they run on every request, and an async hook costs a promise each time.
  const { all, api, documentOnly } = securityHeaders();
  installRouteUrl(app);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of isGatewayCall(request) ? api : all) raw.setHeader(name, value);
    void reply.header('x-request-id', request.id);
    done();
  });

  // Gateway and content answers are per user or short-lived: nothing may store them unless a route says so.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isGatewayCall(request)) {
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      if (!isJson(reply.getHeader('content-type'))) for (const [name, value] of documentOnly) reply.raw.setHeader(name, value);
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

  // The contract's strings refuse text PostgreSQL cannot store (U+0000, lone surrogates); this also covers what no
  // schema reads — a stored header, a route without one — naming the field rather than failing as a 500.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!isApiCall(request)) return done();
    const issue = unstorableInput(request);
    done(issue ?? undefined);
  });
}

// Built once: the three hooks of every request ask, and a template per prefix per ask was a string each time.
const API_PATH_PREFIXES = [API_PREFIX, CMS_PREFIX, PLATFORM_PREFIX].map((prefix) => `${prefix}/`);
function isApiPath(path: string): boolean {
  for (const prefix of API_PATH_PREFIXES) if (path.startsWith(prefix)) return true;
  return false;
}

/**
 * The path the router matched, not the URL as sent: `/%61pi/…` reaches the same route as `/api/…`, and must get
 * the same checks and headers. Without a route (a 404) the decoded path decides.
 */
function routedPath(request: FastifyRequest): string {
  const route = routeUrlOf(request);
  if (route !== undefined) return route;
  const path = request.url.split('?')[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const PROBE_PATHS = new Set(['/healthz', '/livez', '/readyz', '/metrics']);
const isApiCall = (request: FastifyRequest) => isApiPath(routedPath(request));
function isGatewayCall(request: FastifyRequest): boolean {
  const path = routedPath(request);
  return isApiPath(path) || PROBE_PATHS.has(path);
}

/**
 * Honour a caller's request id when it is sane (at most 64 of `A-Z a-z 0-9 . _ -`), so one id follows a request
 * through proxies and logs; anything else never reaches the log and a generated id replaces it.
 */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
export function requestIdFrom(header: string | string[] | undefined, fallback: () => string): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : fallback();
}
