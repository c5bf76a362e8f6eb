import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@contract/http';
import { failure } from './envelope';

/**
 * Event-loop turns the server keeps taking requests after `close()` begins. A request fully written before the
 * signal may still wait in the kernel: its connection not yet accepted, or accepted with the bytes not yet read.
 * Each turn accepts every waiting connection and reads what arrived on those accepted before, so a few turns
 * bring all of them in as requests (answered in full); only then does the server stop.
 */
const ACCEPT_TURNS = 5;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Shutdown that finishes what it accepted (issue 20): on `app.close()` the server first takes in what already
 * reached it, then answers every later request 503 with the envelope (and `Connection: close`), lets the
 * requests in flight finish, and closes the connections as their answers go out. Fastify's own 503 on closing
 * is off: it answers `{"error":"Service Unavailable"}`, not the envelope.
 */
export function installShutdown(app: FastifyInstance): void {
  let closing = false;

  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .header('cache-control', 'no-store')
      .send(failure(ERROR_CODES.unavailable, '服务器正在重启，请稍后重试'));
  });

  app.addHook('preClose', async () => {
    for (let turn = 0; turn < ACCEPT_TURNS; turn++) await nextTurn();
    closing = true;
  });
}
