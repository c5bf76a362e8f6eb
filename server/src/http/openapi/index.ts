import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH } from '@contract/api-keys.meta';
import { buildOpenApiDocument, documentedRoute, type DocumentedRoute } from './document';

export { buildOpenApiDocument, type DocumentedRoute } from './document';

export const OPENAPI_PATH = OPENAPI_DOCUMENT_PATH;
export const DOCS_PATH = API_DOCS_PATH;

/** The renderer (Swagger UI) comes from node_modules, served by this server: the reference page loads nothing from elsewhere. */
const RENDERER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * The reference page's own policy: scripts and styles from this origin only (Swagger UI sets style attributes, hence
 * 'unsafe-inline' for styles; no inline script: the start-up code is a file of its own), data: images (its icons),
 * fetches to this origin (the document and "try it out"), nothing framed, no forms, no plugins.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>供应商门户 API 参考</title>
<link rel="icon" type="image/png" href="${DOCS_PATH}/assets/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_PATH}/assets/swagger-ui.css">
</head>
<body>
<div id="api-reference"></div>
<script src="${DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

// validatorUrl: null — Swagger UI would otherwise send the document to an outside validator for its badge.
const INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#api-reference',
  validatorUrl: null,
  deepLinking: true,
  docExpansion: 'none',
  persistAuthorization: false,
  tryItOutEnabled: false
});
`;

/**
 * `GET /api/openapi.json` (the OpenAPI 3.1 document of every route registered, built from their contract endpoints
 * once the app is ready) and `GET /api/docs` (the reference page). Call before the modules register their routes:
 * the document is made from what the onRoute hook sees.
 */
export function installApiDocs(app: FastifyInstance, version = '1.0.0'): void {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => void routes.push(documentedRoute(route)));
  let document: string | null = null;

  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(routes, version));
    return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
  const page =
    (contentType: string, body: string | Buffer, cache = 'no-cache') =>
    async (_request: unknown, reply: FastifyReply) => {
      reply.raw.setHeader('content-security-policy', DOCS_CONTENT_SECURITY_POLICY);
      return reply.header('content-type', contentType).header('cache-control', cache).send(body);
    };
  app.get(DOCS_PATH, page('text/html; charset=utf-8', PAGE));
  app.get(`${DOCS_PATH}/init.js`, page('text/javascript; charset=utf-8', INIT));
  app.get<{ Params: { file: string } }>(`${DOCS_PATH}/assets/:file`, async (request, reply) => {
    const type = Object.hasOwn(ASSETS, request.params.file) ? ASSETS[request.params.file] : undefined;
    if (!type) return reply.callNotFound();
    const bytes = await readFile(path.join(RENDERER_DIR, request.params.file));
    return page(type, bytes, 'public, max-age=86400')(request, reply);
  });
}
