import { Validator } from '@seriousme/openapi-schema-validator';
import { API_KEY_ROUTE_SCOPES } from '@contract/api-key-routes.meta';
import { API_PREFIX } from '../../src/http/route';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every route Fastify holds, read from its own route tree (independent of the document's collector). */
function registeredRoutes(): { url: string; methods: string[] }[] {
  const stack: string[] = [];
  const out: { url: string; methods: string[] }[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = url;
    if (m[3]) out.push({ url, methods: m[3].split(', ').filter((x) => x !== 'HEAD') });
  }
  return out;
}

type Doc = { paths: Record<string, Record<string, Record<string, unknown>>>; components: { securitySchemes: Record<string, unknown> } };

async function openapi(): Promise<Doc> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return res.json();
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await openapi();
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect((doc as unknown as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('holds every gateway and content route Fastify registered, each with its request and response schema', async () => {
    const doc = await openapi();
    const routes = registeredRoutes().filter((r) => r.url.startsWith(`${API_PREFIX}/`) || r.url.startsWith('/cms/'));
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      for (const method of route.methods) {
        const op = doc.paths[route.url]?.[method.toLowerCase()];
        expect(op, `${method} ${route.url}`).toBeDefined();
        if (route.url.endsWith('/ws')) continue;
        expect('requestBody' in op! || 'parameters' in op!, `${route.url} has no request schema`).toBe(true);
        const ok = (op!.responses as Record<string, { content?: Record<string, { schema?: unknown }> }>)['200'];
        expect(
          Object.values(ok!.content ?? {}).every((c) => c.schema),
          `${route.url} has no response schema`,
        ).toBe(true);
      }
    }
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(routes.map((r) => r.url))].sort());
  });

  it('describes the envelope, the errors and both ways in: the session token and the API key with its scope per path', async () => {
    const doc = await openapi();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'sessionToken']);
    const list = doc.paths[`${API_PREFIX}/pc_order/auth/my_order_list`]!.post!;
    expect(list.security).toEqual([{ sessionToken: [] }, { apiKey: ['orders:read'] }]);
    expect(Object.keys(list.responses as object)).toEqual(expect.arrayContaining(['200', '401', '403', '429']));
    const ok = JSON.stringify((list.responses as Record<string, unknown>)['200']);
    expect(ok).toContain('"flag"');
    expect(ok).toContain('"errorCode"');
    expect(ok).toContain('ErrorEnvelope');
    const members = doc.paths[`${API_PREFIX}/pc_suppliers_member/auth/list`]!.post!;
    expect(members.security).toEqual([{ sessionToken: [] }]);
    const create = JSON.stringify(doc.paths[`${API_PREFIX}/pc_open/auth/api_key_create`]!.post!.requestBody);
    for (const scope of ['orders:read', 'candidates:read', 'candidates:write', 'settlements:read', 'settlements:write'])
      expect(create).toContain(scope);
    expect(doc.paths[`${API_PREFIX}/pc_order/auth/my_order_export`]!.post!.responses).toHaveProperty([
      '200',
      'content',
      'application/octet-stream',
    ]);
    const upload = doc.paths[`${API_PREFIX}/task/batch/task_import_errors`]!.post!;
    expect(upload.requestBody).toHaveProperty(['content', 'multipart/form-data', 'schema', 'properties', 'file']);
    expect(upload.security).toEqual([{ sessionToken: [] }, { apiKey: ['candidates:read'] }]);
  });

  it('maps API keys only onto routes that exist', () => {
    const urls = new Set(registeredRoutes().map((r) => r.url));
    for (const path of Object.keys(API_KEY_ROUTE_SCOPES)) expect(urls, path).toContain(API_PREFIX + path);
  });
});

describe('GET /api/docs', () => {
  it('answers a page that loads the renderer from this server only, under a strict policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const scripts = [...res.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/init.js']);
    expect(res.body).not.toMatch(/https?:\/\//);
    expect(res.body).not.toMatch(/<script>(?!<)/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

    for (const [url, type] of [
      ['/api/docs/assets/swagger-ui-bundle.js', 'text/javascript'],
      ['/api/docs/assets/swagger-ui.css', 'text/css'],
      ['/api/docs/init.js', 'text/javascript'],
    ]) {
      const asset = await t.app.inject({ method: 'GET', url: url! });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-type']).toContain(type);
      expect(asset.body.length).toBeGreaterThan(100);
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain('"/api/openapi.json"');
    expect(init.body).toContain('validatorUrl: null');
  });

  it("serves nothing else from the renderer's folder", async () => {
    for (const url of ['/api/docs/assets/package.json', '/api/docs/assets/..%2F..%2Fpackage.json', '/api/docs/assets/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
