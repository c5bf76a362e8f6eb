import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { accessOf, PLATFORM_BASE_PATH, type Endpoint } from '@contract/http';
import type { AuthContext, Authenticator } from './auth';
import { success } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Envelope also carries `status` (0 on success), as pc_three's client expects. */
    statusField?: boolean;
    /** The contract endpoint a route serves: the API reference (http/openapi) is built from these. */
    endpoint?: Endpoint;
    /** How it answers on success: the envelope (default), a file (downloads, exports) or after a multipart upload. */
    answers?: 'file' | 'upload';
    /** Takes `multipart/form-data` (an upload that answers a file); uploads always need a login, whatever the path says. */
    multipart?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const API_PREFIX = '/api/jy-turing-suppliers';
export const CMS_PREFIX = '/cms';
export const PLATFORM_PREFIX = PLATFORM_BASE_PATH;

const PREFIXES = { gateway: API_PREFIX, cms: CMS_PREFIX, platform: PLATFORM_PREFIX } as const;

export function urlOf(endpoint: Endpoint): string {
  return PREFIXES[endpoint.base] + endpoint.path;
}

/** What the handler gets to know about its caller, by the path's access level. */
export type AuthFor<P extends string> = P extends `${string}/auth/${string}`
  ? AuthContext
  : P extends `${string}/open/${string}`
    ? AuthContext | null
    : null;

export interface HandlerContext<P extends string, Req extends z.ZodType> {
  body: z.output<Req>;
  auth: AuthFor<P>;
  request: FastifyRequest;
}

export interface RouteOptions {
  /**
   * Data that is the same for every caller and rarely changes. Browsers do not reuse POST responses, so
   * this mostly informs intermediaries; only body-independent calls may use it, or a shared cache keyed by
   * URL would answer one payload with another's data.
   */
  publicCache?: boolean;
  statusField?: boolean;
  bodyLimit?: number;
}

/**
 * Registers one contract endpoint: validates the payload with its zod schema (unknown fields rejected by the
 * contract's strict objects), resolves the caller by the path's access level and wraps the result in the
 * envelope. Errors go to the one error handler.
 */
export function registerEndpoint<P extends string, Req extends z.ZodType, Res extends z.ZodType>(
  app: FastifyInstance,
  authenticate: Authenticator,
  endpoint: Endpoint<P, Req, Res>,
  handler: (ctx: HandlerContext<P, Req>) => Promise<z.input<Res>> | z.input<Res>,
  options: RouteOptions = {},
): void {
  const access = accessOf(endpoint.path);
  const payloadIn = endpoint.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: endpoint.method,
    url: urlOf(endpoint),
    schema: { [payloadIn]: endpoint.request } as FastifySchema,
    bodyLimit: options.bodyLimit,
    config: { statusField: options.statusField, endpoint },
    onRequest:
      access === 'unlimited'
        ? undefined
        : async (request) => {
            request.auth = await authenticate(request, access);
          },
    // A call without a body (axios sends none for `{}`-payload calls) is validated as an empty object.
    // A callback hook: this runs on every call, and an async one would cost a promise each time.
    preValidation: (request, _reply, done) => {
      if (payloadIn === 'body' && request.body === undefined) request.body = {};
      done();
    },
    handler: async (request, reply) => {
      const payload = (payloadIn === 'body' ? request.body : request.query) as z.output<Req>;
      const data = await handler({ body: payload, auth: request.auth as AuthFor<P>, request });
      if (options.publicCache) void reply.header('cache-control', 'public, max-age=300');
      const envelope = success(data ?? null);
      return reply.send(options.statusField ? { status: 0, ...envelope } : envelope);
    },
  });
}
