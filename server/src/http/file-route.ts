import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
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
      const file = await handler(payload as z.output<Req>, request.auth as AuthContext, request);
      if (!Buffer.isBuffer(file.body)) {
        file.body.on('error', (err) => request.log.error({ err }, 'export stream failed'));
      }
      return reply
        .header('content-type', file.contentType ?? XLSX_TYPE)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'no-store')
        .headers(file.headers ?? {})
        .send(file.body);
    },
  });
}
