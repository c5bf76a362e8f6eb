import type { FastifyInstance, FastifyRequest } from 'fastify';

const ROUTE_URL = Symbol('routeUrl');
type Remembering = FastifyRequest & { [ROUTE_URL]?: string | null };

/** Gives every request the slot routeUrlOf fills (a decorated field keeps the request objects one shape). */
export function installRouteUrl(app: FastifyInstance): void {
  app.decorateRequest(ROUTE_URL, null);
}

/**
 * The route pattern the request matched (undefined without a route), read once per request. Fastify's
 * `request.routeOptions` builds a new object of eleven fields on every read, and the hooks of every request
 * (security headers, no-store, the text check, metrics) each asked for it. A route that hands its request to the
 * not-found handler (`reply.callNotFound()`) has no route from then on: `is404` says so, as cheaply.
 */
export function routeUrlOf(request: FastifyRequest): string | undefined {
  if (request.is404) return undefined;
  const r = request as Remembering;
  return (r[ROUTE_URL] ??= request.routeOptions.url);
}
