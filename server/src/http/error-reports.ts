import { Scope, createStackParser, createTransport, type ErrorEvent, type TransportMakeRequestResponse } from '@sentry/core';
import { ServerRuntimeClient, nodeStackLineParser } from '@sentry/core/server';
import type { ErrorReportsConfig } from '../config';
import { escapeHtml } from './seo';

/** What the error handler knows of the failed request: never its headers, query or body (tokens, codes). */
export interface FailedRequest {
  id: string;
  method: string;
  /** The route's pattern (`/api/…/:id`), not the URL: a query string may carry anything. */
  route: string;
}

export interface ErrorReporter {
  report(error: unknown, request: FailedRequest): void;
  flush(timeoutMs: number): Promise<boolean>;
}

/** Credentials a message might quote (a session JWT, an API key) are cut out before it leaves. */
const SECRETS = [/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, /sk_[\w-]{16,}/g];
const scrub = (text: string | undefined) => SECRETS.reduce((out, pattern) => out?.replace(pattern, '[redacted]'), text);

/** Only the error and the request id leave: no request data, user, breadcrumbs or extra. */
function redact(event: ErrorEvent): ErrorEvent {
  delete event.request;
  delete event.user;
  delete event.extra;
  delete event.breadcrumbs;
  for (const value of event.exception?.values ?? []) value.value = scrub(value.value);
  return event;
}

const REPORT_TIMEOUT_MS = 10_000;

/**
 * The server's reports of its own 5xx: @sentry/core's server client with a fetch transport and no integrations (no
 * global handlers, no instrumentation). Without a DSN there is no client at all, and nothing is ever sent.
 */
export function createErrorReporter(config: ErrorReportsConfig | undefined): ErrorReporter | null {
  if (!config) return null;
  const client = new ServerRuntimeClient({
    dsn: config.dsn,
    environment: config.environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    integrations: [],
    stackParser: createStackParser(nodeStackLineParser()),
    sendDefaultPii: false,
    maxBreadcrumbs: 0,
    maxValueLength: 1000,
    beforeSend: redact,
    transport: (options) =>
      createTransport(options, async (request): Promise<TransportMakeRequestResponse> => {
        const res = await fetch(options.url, {
          method: 'POST',
          body: typeof request.body === 'string' ? request.body : Buffer.from(request.body),
          signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
        });
        return {
          statusCode: res.status,
          headers: { 'x-sentry-rate-limits': res.headers.get('x-sentry-rate-limits'), 'retry-after': res.headers.get('retry-after') },
        };
      }),
  });
  client.init();
  return {
    report(error, request) {
      const scope = new Scope();
      scope.setTags({ request_id: request.id, method: request.method, route: request.route });
      client.captureException(error, { mechanism: { type: 'fastify.errorHandler', handled: false } }, scope);
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}

/** The SPA's reporting settings, as attributes of its <html> (the CSP admits no inline script). */
export function pageAttributes(config: ErrorReportsConfig | undefined): string {
  if (!config) return '';
  return ` data-sentry-dsn="${escapeHtml(config.dsn)}" data-sentry-env="${escapeHtml(config.environment)}"`;
}

/** The page's policy with the intake's origin added to connect-src, so the browser may post its reports there. */
export function withReportOrigin(policy: string, config: ErrorReportsConfig | undefined): string {
  if (!config) return policy;
  const origin = new URL(config.dsn).origin;
  const directives = policy.split(';').map((d) => d.trim());
  const at = directives.findIndex((d) => /^connect-src\s/i.test(d));
  if (at === -1) directives.push(`connect-src 'self' ${origin}`);
  else directives[at] = `${directives[at]} ${origin}`;
  return directives.join(';');
}
