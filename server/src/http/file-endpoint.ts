import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { accessOf, type Endpoint } from '@contract/http';
import type { Authenticator } from './auth';
import { urlOf, type HandlerContext } from './route';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a file endpoint answers: the file's name, its bytes (or a stream of them) and its type (xlsx unless told). */
export interface FileAnswer {
  fileName: string;
  body: Buffer | Uint8Array | Readable;
  contentType?: string;
}

/**
 * `Content-Disposition` for a download: an ASCII `filename` for old clients and the exact name in an RFC 5987
 * `filename*` (UTF-8, percent-encoded), so Chinese names survive and no quote or CR/LF can break the header.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Registers a contract endpoint that answers with a file (an export): the payload is validated and the caller
 * resolved as registerEndpoint does, and the file goes out as an attachment that is never cached. A refusal —
 * bad input, no permission, not found, too many rows — is thrown, so the one error handler answers it with the
 * envelope like any other endpoint's.
 */
export function registerFileEndpoint<P extends string, Req extends z.ZodType, Res extends z.ZodType>(
  app: FastifyInstance,
  authenticate: Authenticator,
  endpoint: Endpoint<P, Req, Res>,
  handler: (ctx: HandlerContext<P, Req>) => Promise<FileAnswer>,
): void {
  const access = accessOf(endpoint.path);
  const payloadIn = endpoint.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: endpoint.method,
    url: urlOf(endpoint),
    schema: { [payloadIn]: endpoint.request } as FastifySchema,
    onRequest:
      access === 'unlimited'
        ? undefined
        : async (request) => {
            request.auth = await authenticate(request, access);
          },
    preValidation: (request, _reply, done) => {
      if (payloadIn === 'body' && request.body === undefined) request.body = {};
      done();
    },
    handler: async (request, reply) => {
      const body = (payloadIn === 'body' ? request.body : request.query) as z.output<Req>;
      const file = await handler({ body, auth: request.auth as HandlerContext<P, Req>['auth'], request });
      return reply
        .header('content-type', file.contentType ?? XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
