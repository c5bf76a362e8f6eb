import type { FastifyInstance, FastifyReply } from 'fastify';
import { pendingMigrations } from '../db/schema-status';
import type { Db } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503: the server is shutting down. main.ts calls it as the signal arrives. */
    startDraining(): void;
  }
}

type NotReady = 'draining' | 'database unreachable' | 'schema outdated';

/**
 * Liveness and readiness. `/healthz` (and its alias `/livez`) says the process answers, nothing more: a database
 * outage must not get every app server restarted. `/readyz` is what a load balancer watches: 200 when the database
 * answers and has every migration this code knows, 503 with the reason otherwise, and 503 from the moment
 * shutdown begins, so traffic moves away while the requests already taken in are answered.
 *
 * Installed before the shutdown's own hooks, so its preClose hook (for a close() that no signal started) runs
 * before the shutdown's drain, not after it.
 */
export function installReadiness(app: FastifyInstance, db: Db): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });

  const live = async () => ({ status: 'ok' });
  app.get('/healthz', live);
  app.get('/livez', live);

  // Probes come every few seconds: why the server is not ready is logged when it becomes so, not on every probe.
  let logged: NotReady | null = null;
  const notReady = (reply: FastifyReply, reason: NotReady, log: () => void) => {
    if (logged !== reason && reason !== 'draining') log();
    logged = reason;
    return reply.code(503).send({ status: 'unavailable', reason });
  };

  app.get('/readyz', async (request, reply) => {
    if (draining) return notReady(reply, 'draining', () => {});
    let pending: string[];
    try {
      pending = await pendingMigrations(db);
    } catch (err) {
      return notReady(reply, 'database unreachable', () => request.log.warn({ err }, 'not ready: the database does not answer'));
    }
    if (pending.length > 0) {
      return notReady(reply, 'schema outdated', () =>
        request.log.warn(
          { pending },
          `not ready: the database schema is older than this code (${pending.length} migration(s) not applied; run the migrations)`,
        ),
      );
    }
    if (logged) request.log.info({ was: logged }, 'ready again');
    logged = null;
    return { status: 'ok' };
  });
}
