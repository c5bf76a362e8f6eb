import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorReportsConfig } from '../config';
import { pageAttributes, withReportOrigin } from './error-reports';
import { notFoundEnvelope } from './errors';
import { API_PREFIX, CMS_PREFIX, PLATFORM_PREFIX } from './route';
import { loadRoutePreloads } from './route-preloads';
import { createPageRenderer, escapeHtml, templateOf, type PageMetaResolver } from './seo';

/** The console's page in the build (vite.platform.config.ts writes it beside index.html). */
const CONSOLE_PAGE = 'platform.html';

/** A page of the SPA: a GET outside the API whose last segment has no file extension. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if ([API_PREFIX, CMS_PREFIX, PLATFORM_PREFIX].some((prefix) => pathname.startsWith(`${prefix}/`) || pathname === prefix)) return false;
  return !path.posix.basename(pathname).includes('.');
}

/** The platform console's pages (`/platform`, `/platform/…`): its own entry, platform.html. */
export function isConsolePage(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname === '/platform' || pathname.startsWith('/platform/');
}

/** A path into the compiled server beside the SPA build (dist/server/), which is never served. */
function isServerBuildPath(pathname: string): boolean {
  return /^\/+server(\/|$)/i.test(pathname);
}

/**
 * Which static shell of index.html the page shows before its scripts run: the login panel, the home hero, find
 * job's search box, or (any other page) the header alone — a bill or a list must not flash a search box it lacks.
 */
export function shellOf(url: string): 'login' | 'home' | 'find' | 'page' {
  const pathname = url.split('?')[0].replace(/\/+$/, '') || '/';
  if (pathname === '/') return 'home';
  if (pathname === '/login') return 'login';
  if (pathname === '/findJob') return 'find';
  return 'page';
}

/** The first home banner, for the static shell (`<!--shell-banner-->` in index.html). */
export interface ShellBanner {
  imageUrl: string;
  title: string;
}

/**
 * Only an image of this site goes into the shell: the CSP allows no other origin, and a path that is not a plain
 * absolute one (`//host`, `javascript:`) is left for the page to refuse.
 */
const SHELL_IMAGE = /^\/(?!\/)[^\s"'<>\\]*$/;

export function bannerTag(banner: ShellBanner | null): string {
  if (!banner || !SHELL_IMAGE.test(banner.imageUrl)) return '';
  return `<div class="banner-carousel"><img src="${escapeHtml(banner.imageUrl)}" alt="${escapeHtml(banner.title)}" class="banner-image" /></div>`;
}

function withShell(html: string, url: string, banner: string, preload = '', reporting = ''): string {
  const shell = shellOf(url);
  // data-preload: the screen's scripts, which the boot script fetches with the entry's (route-preloads.ts).
  const attributes = `data-shell="${shell}"${preload ? ` data-preload="${escapeHtml(preload)}"` : ''}${reporting}`;
  const page = html.replace(/<html\b/i, () => `<html ${attributes}`);
  return shell === 'home' && banner ? page.replace('<!--shell-banner-->', () => banner) : page;
}

/**
 * Serves the SPA build. Vite's hashed files under /assets never change, so they are cached for a year (and sent
 * precompressed);
 * index.html must be revalidated on every load or a deploy would leave users on old asset names.
 * Unknown page paths get index.html (history fallback); unknown files and API paths get the envelope 404.
 * With `resolveMeta`, public pages get their title and meta filled in for crawlers that run no script.
 * With `errorReports`, pages carry the error-reporting DSN and environment (read by src/lib/sentry.ts at run time, so
 * one build serves every environment) and their CSP lets the browser post to the DSN's origin.
 */
export async function installSpa(
  app: FastifyInstance,
  distDir: string,
  resolveMeta?: PageMetaResolver,
  homeBanner?: () => Promise<ShellBanner | null>,
  errorReports?: ErrorReportsConfig,
): Promise<boolean> {
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
    // `npm run build` compiles the server into dist/server/ (scripts/build-server.mjs): its code is not the site's.
    allowedPath: (pathname) => !isServerBuildPath(pathname),
    // The build writes .br and .gz copies of every hashed asset (scripts/precompress.ts): the best one the
    // client accepts is sent as it is, with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      if (relative.startsWith('assets/')) void reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (relative === 'index.html' || relative === CONSOLE_PAGE) void reply.header('cache-control', 'no-cache');
      else void reply.header('cache-control', 'public, max-age=3600');
    },
  });
  const render = resolveMeta ? createPageRenderer(path.join(distDir, 'index.html'), resolveMeta) : null;
  const template = templateOf(path.join(distDir, 'index.html'));
  const preloadsOf = loadRoutePreloads(distDir);
  // The console's page, when the build has it (vite.platform.config.ts); no shell, meta or preloads of the supplier's.
  const consoleTemplate = existsSync(path.join(distDir, CONSOLE_PAGE)) ? templateOf(path.join(distDir, CONSOLE_PAGE)) : null;
  const sendConsole = async (reply: FastifyReply) => {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await consoleTemplate!());
  };
  const reporting = pageAttributes(errorReports);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = (render ? await render(request.url, request.log) : null) ?? (await template());
    // The home page's shell shows the first banner, so it is on screen before any script runs. A failed lookup
    // only leaves it out.
    let banner = '';
    if (homeBanner && shellOf(request.url) === 'home') {
      banner = bannerTag(
        await homeBanner().catch((err: unknown) => {
          request.log.warn({ err }, 'home banner unavailable for the shell');
          return null;
        }),
      );
    }
    const policy = reply.raw.getHeader('content-security-policy');
    if (errorReports && typeof policy === 'string') reply.raw.setHeader('content-security-policy', withReportOrigin(policy, errorReports));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withShell(html, request.url, banner, preloadsOf(request.url), reporting));
  };
  // The root is a directory to the static plugin (403 with index: false); it is the SPA's home page.
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (!isPageRequest(request)) return notFoundEnvelope(reply);
    if (consoleTemplate && isConsolePage(request.url)) return sendConsole(reply);
    return sendPage(request, reply);
  });
  return true;
}
