import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@contract/http';
import type { AuthContext, Authenticator } from './auth';
import { urlOf } from './route';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987): no quote or control character gets through. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface FileAnswer {
  fileName: string;
  /** The whole file, or a stream that writes it as it goes (a streamed export). */
  body: Buffer | Readable;
  contentType?: string;
  /** Further headers, over the defaults (a stored upload is sandboxed and never cached by anyone). */
  headers?: Record<string, string>;
}

/**
 * An `/auth/` call that answers with a file (an export): the payload is validated by the contract like any call,
 * and everything the handler refuses before it hands back the body (validation, permission, not found, too many
 * rows) is still the envelope. Once a streamed body has started, a failure can only cut the download short.
 */
export function registerFileEndpoint<P extends string, Req extends z.ZodType>(
  app: FastifyInstance,
  authenticate: Authenticator,
  endpoint: Endpoint<P, Req>,
  handler: (body: z.output<Req>, auth: AuthContext, request: FastifyRequest) => Promise<FileAnswer>,
): void {
  const payloadIn = endpoint.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: endpoint.method,
    url: urlOf(endpoint),
    schema: { [payloadIn]: endpoint.request } as FastifySchema,
    config: { endpoint, answers: 'file' },
    onRequest: async (request) => {
      request.auth = await authenticate(request, 'auth');
    },
    preValidation: (request, _reply, done) => {
      if (payloadIn === 'body' && request.body === undefined) request.body = {};
      done();
    },
    handler: async (request, reply) => {
      const payload = payloadIn === 'body' ? request.body : request.query;
      return sendFile(request, reply, await handler(payload as z.output<Req>, request.auth as AuthContext, request));
    },
  });
}

/**
 * A file that is the same for everyone (a template): no login whatever the path says, served on GET as well as
 * the endpoint's method (two routes: a GET's payload is its query string), and cacheable by anyone for `maxAge`
 * seconds. The payload is still validated by the contract.
 */
export function registerPublicFileEndpoint<P extends string, Req extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Req>,
  handler: (body: z.output<Req>, request: FastifyRequest) => Promise<FileAnswer>,
  maxAge: number,
): void {
  for (const method of new Set([endpoint.method, 'GET'] as const)) {
    const payloadIn = method === 'GET' ? 'querystring' : 'body';
    app.route({
      method,
      url: urlOf(endpoint),
      schema: { [payloadIn]: endpoint.request } as FastifySchema,
      config: { endpoint, answers: 'file' },
      preValidation: (request, _reply, done) => {
        if (payloadIn === 'body' && request.body === undefined) request.body = {};
        done();
      },
      handler: async (request, reply) => {
        const payload = payloadIn === 'body' ? request.body : request.query;
        return sendFile(request, reply, await handler(payload as z.output<Req>, request), `public, max-age=${maxAge}`);
      },
    });
  }
}

/** Sends a file answer: an .xlsx attachment unless it says otherwise, its own headers over the defaults. */
export function sendFile(request: FastifyRequest, reply: FastifyReply, file: FileAnswer, cacheControl = 'no-store'): FastifyReply {
  if (!Buffer.isBuffer(file.body)) {
    file.body.on('error', (err) => request.log.error({ err }, 'export stream failed'));
  }
  return reply
    .header('content-type', file.contentType ?? XLSX_TYPE)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('cache-control', cacheControl)
    .headers(file.headers ?? {})
    .send(file.body);
}
