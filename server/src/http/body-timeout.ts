import type { IncomingMessage, ServerOptions } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a body that did not arrive in time fails with; the error handler answers it 408 and closes the connection. */
export class BodyTimeoutError extends Error {
  readonly statusCode = 408;
  readonly code = 'BODY_TIMEOUT';
  constructor(readonly timeoutMs: number) {
    super(`request body not received within ${timeoutMs} ms`);
  }
}

const announcesBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || (raw.headers['content-length'] !== undefined && raw.headers['content-length'] !== '0');

function timedOut(request: FastifyRequest, reply: FastifyReply, timeoutMs: number): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed || reply.sent) return;
  const err = new BodyTimeoutError(timeoutMs);
  // Whoever reads the body — Fastify's JSON parser, the multipart reader — fails with the error and the route's
  // error handling answers it; a body nobody has started to read yet is answered here.
  if (raw.listenerCount('error') > 0) raw.emit('error', err);
  else void reply.send(err);
}

/**
 * A request whose body has not fully arrived `timeoutMs` after its headers is answered 408 (the envelope) and its
 * connection closed: a client trickling a byte every few seconds would otherwise hold a socket for as long as it
 * likes (Node's own requestTimeout answers without the envelope, and Fastify turns it off). One timer per
 * request that announces a body, cleared when the response ends.
 */
export function installBodyTimeout(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (announcesBody(request.raw) && !request.raw.complete) {
      const timer = setTimeout(timedOut, timeoutMs, request, reply, timeoutMs).unref();
      reply.raw.once('close', () => clearTimeout(timer));
    }
    done();
  });
  // A body the route never read (GET /healthz with a Content-Length) would keep the connection: after the answer
  // Node waits to drain it before the next request, and the timer above stops once the answer is sent. Closing
  // the connection with the answer leaves a trickling client nothing to hold.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (announcesBody(request.raw) && !request.raw.complete) void reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Node's own limit on slow headers (Fastify leaves Node's 60 s, checked every 30 s, so cut at up to 90 s): the
 * headers must all arrive within `headersTimeoutMs`, checked often enough to cut them soon after.
 */
export function headerTimeouts(headersTimeoutMs: number): ServerOptions {
  return { headersTimeout: headersTimeoutMs, connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersTimeoutMs / 4))) };
}
