import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@contract/http';
import { failure } from './envelope';

/**
 * Before it stops, the server takes in what already reached it. A request fully written before the signal may
 * still wait in the kernel: its connection not yet accepted (Node accepts one connection per event-loop turn, so
 * 30 queued connections take 30 turns), or accepted with its bytes not yet read. The server keeps turning until
 * this many turns in a row bring no new connection (the queue is empty and the last ones have been read)…
 */
const QUIET_TURNS = 3;
/**
 * …or half the shutdown grace has passed (5 s of the default 10 s): under a steady stream of new connections the
 * queue never empties, and what is taken in must still finish within the grace. Each turn also runs the work of
 * what it took in, so a queue of 40 on a busy embedded database takes a second or two.
 */
const ACCEPT_SHARE_OF_GRACE = 0.5;
/** How often, while closing, connections whose last answer has gone out are closed. */
const IDLE_REAP_MS = 100;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Shutdown that finishes what it accepted: on `app.close()` the server first takes in and answers
 * what already reached it, then answers every later request 503 with the envelope (and `Connection: close`),
 * lets the requests in flight finish and closes each connection as its answer goes out. Fastify's own 503 on
 * closing is off: it answers `{"error":"Service Unavailable"}`, not the envelope.
 */
export function installShutdown(app: FastifyInstance, graceMs: number): void {
  let closing = false;
  let accepted = 0;
  app.server.on('connection', () => accepted++);

  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .header('cache-control', 'no-store')
      .send(failure(ERROR_CODES.unavailable, '服务器正在重启，请稍后重试'));
  });

  // Answers going out while closing end their connection (Node keeps an in-flight keep-alive connection open
  // after the answer, and close() would wait for it until the keep-alive timeout).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('preClose', async () => {
    const deadline = Date.now() + graceMs * ACCEPT_SHARE_OF_GRACE;
    for (let quiet = 0; quiet < QUIET_TURNS && Date.now() < deadline;) {
      const before = accepted;
      await nextTurn();
      quiet = accepted === before ? quiet + 1 : 0;
    }
    closing = true;
    // An answer that had begun before went out keep-alive: its connection is closed once it is idle.
    const server = app.server;
    const reap = setInterval(() => server.closeIdleConnections(), IDLE_REAP_MS).unref();
    server.once('close', () => clearInterval(reap));
  });
}
