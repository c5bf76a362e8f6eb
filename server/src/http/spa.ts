import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundEnvelope } from './errors';
import { API_PREFIX, CMS_PREFIX } from './route';

/** A page of the SPA: a GET outside the API whose last segment has no file extension. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (pathname.startsWith(`${API_PREFIX}/`) || pathname.startsWith(`${CMS_PREFIX}/`) || pathname === API_PREFIX || pathname === CMS_PREFIX) return false;
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Serves the SPA build. Vite's hashed files under /assets never change, so they are cached for a year;
 * index.html must be revalidated on every load or a deploy would leave users on old asset names.
 * Unknown page paths get index.html (history fallback); unknown files and API paths get the envelope 404.
 */
export async function installSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'no SPA build found; serving the API only');
    app.setNotFoundHandler((_request, reply) => notFoundEnvelope(reply));
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      if (relative.startsWith('assets/')) void reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (relative === 'index.html') void reply.header('cache-control', 'no-cache');
      else void reply.header('cache-control', 'public, max-age=3600');
    },
  });
  // The root is a directory to the static plugin (403 with index: false); it is the SPA's home page.
  app.get('/', (_request, reply) => reply.sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    if (!isPageRequest(request)) return notFoundEnvelope(reply);
    return reply.sendFile('index.html');
  });
  return true;
}
