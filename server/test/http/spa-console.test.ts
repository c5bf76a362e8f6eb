import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let dist: string;
const INDEX = '<!doctype html><html><head></head><body><div id="root">supplier</div></body></html>';
const CONSOLE = '<!doctype html><html><head></head><body><div id="root">console</div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'spa-console-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'platform.html'), CONSOLE);
  t = await createTestApp({ config: { distDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe("the platform console's page", () => {
  it.each(['/platform', '/platform/login', '/platform/suppliers/42', '/platform/orders?taskId=7'])(
    'serves platform.html for %s with the same strict CSP and no caching',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(CONSOLE);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each(['/', '/platformer', '/workbench/platform', '/login'])("keeps the supplier's page for %s", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('supplier');
    expect(res.body).not.toContain('console');
  });

  it('answers an unknown platform API path with the envelope, not a page', async () => {
    const res = await get('/api/jy-turing-platform/auth/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ flag: false });
  });
});
