import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/pool-stats';
import { notFoundEnvelope } from './errors';
import { routeUrlOf } from './route-url';

/** The route label of a request no route matched (a 404, a page of the SPA): never its URL, which is unbounded. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface MetricSources {
  /** Undefined when the database was not opened by openDatabase. */
  pool: () => PoolStats | undefined;
  noticeSockets: () => number;
  /** Read from the database on each scrape. */
  webhookBacklog: () => Promise<{ pending: number; oldestAgeSeconds: number }>;
  /** The modules' own metrics (ctx.metrics). */
  modules?: Registry;
}

/**
 * The process's own metrics (CPU, heap, event loop lag, GC) are the same for every app in it: collected once per
 * process (tests build many apps), into a registry of their own rather than prom-client's global one.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * A scraper on this machine, by the connection's own address (X-Forwarded-For is the client's to write). A request
 * relayed by a reverse proxy on this machine arrives from loopback too, so one that carries a forwarding header
 * is not taken for a local caller: it needs the token.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '')) return true;
  if (!token) return false;
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * `GET /metrics` in Prometheus's text format, for loopback callers or with `Authorization: Bearer <METRICS_TOKEN>`;
 * anyone else gets the 404 envelope, as if it did not exist. Every request's duration is observed by its route
 * pattern; the pool, socket and outbox gauges are read at scrape time.
 */
export function installMetrics(app: FastifyInstance, token: string | undefined, sources: MetricSources): void {
  const registry = new Registry();
  const registers = [registry];
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: "Time from a request's arrival until its answer was sent, by method, route pattern and status code",
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      { method: request.method, route: routeUrlOf(request) ?? UNMATCHED_ROUTE, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const pool = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const stats = sources.pool();
        if (stats) this.set(read(stats));
      },
    });
  pool(
    'db_pool_connections_in_use',
    'Database connections running a query or transaction (PGlite: its one connection)',
    (s) => s.total - s.idle,
  );
  pool('db_pool_connections_idle', 'Open database connections not in use', (s) => s.idle);
  pool('db_pool_waiting', 'Queries and transactions waiting for a database connection', (s) => s.waiting);
  new Gauge({
    name: 'notice_sockets_open',
    help: 'Open notice sockets (the live notification channel), authenticated or not yet',
    registers,
    collect() {
      this.set(sources.noticeSockets());
    },
  });
  const pending = new Gauge({ name: 'webhook_outbox_pending', help: 'Webhook deliveries neither delivered nor given up on', registers });
  const oldest = new Gauge({
    name: 'webhook_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest pending webhook delivery (0 when none)',
    registers,
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request, token)) return notFoundEnvelope(reply);
    // Both outbox gauges come from one query, made before the registry is read (its collect callbacks run in parallel).
    try {
      const backlog = await sources.webhookBacklog();
      pending.set(backlog.pending);
      oldest.set(backlog.oldestAgeSeconds);
    } catch (err) {
      request.log.warn({ err }, 'webhook outbox metrics unavailable');
      pending.set(Number.NaN);
      oldest.set(Number.NaN);
    }
    const merged = Registry.merge([processMetrics(), registry, ...(sources.modules ? [sources.modules] : [])]);
    return reply.header('content-type', merged.contentType).send(await merged.metrics());
  });
}
