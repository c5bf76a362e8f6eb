import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let dist: string;
const SERVER_CODE = 'const SECRET_SERVER_CODE = 1;';
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-3f2a1b.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'spa-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'demo'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'demo', 'banner.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What `npm run build` puts beside the SPA: the compiled server, with its map and (if anyone made one) a gzip copy.
  mkdirSync(path.join(dist, 'server'));
  for (const file of ['main.mjs', 'main.mjs.map', 'main.mjs.gz']) writeFileSync(path.join(dist, 'server', file), SERVER_CODE);
  t = await createTestApp({ config: { distDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the SPA', () => {
  it.each(['/', '/login', '/findJob/workDetail/42', '/workbench/order/candidateList/1/2', '/helpCenter/detail?id=3'])(
    'serves index.html for the route %s with a strict CSP and no caching',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // The build's page, apart from the title and meta the server fills in for public pages (seo.test.ts) and the
      // name of the static shell to show.
      expect(res.body.replace(/<title>[\s\S]*?<\/title>|<meta name="(?:description|keywords)"[^>]*>| data-shell="[a-z]+"/g, '')).toBe(
        INDEX,
      );
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // The page gets helmet's whole set, the headers that only mean something for a document included.
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['origin-agent-cluster']).toBe('?1');
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each([
    ['/', 'home'],
    ['/login', 'login'],
    ['/login?redirect=%2Fworkbench', 'login'],
    ['/findJob', 'find'],
    ['/findJob?keyword=%E5%8F%B8%E6%9C%BA', 'find'],
    ['/findJob/workDetail/42', 'page'],
    ['/workbench', 'page'],
  ])('names the static shell %s shows before its scripts run: %s', async (url, shell) => {
    const res = await get(url);
    expect(res.body).toContain(`<html data-shell="${shell}">`);
  });

  it('caches hashed assets for a year, immutably', async () => {
    const res = await get('/assets/index-3f2a1b.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves public files with a short cache', async () => {
    const res = await get('/demo/banner.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not answer a missing file or an API path with the page', async () => {
    for (const url of [
      '/assets/missing-123.js',
      '/favicon.ico',
      '/api/jy-turing-suppliers/city/unlimited/all_city_list',
      '/cms/listAds4Site',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ flag: false, errorCode: 'E000404' });
    }
  });

  it('does not let a path escape the build directory', async () => {
    for (const url of ['/../package.json', '/assets/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await get(url);
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('"dependencies"');
    }
  });

  it('never serves the compiled server that the build puts beside the SPA', async () => {
    const urls = [
      '/server/main.mjs',
      '/server/main.mjs.map',
      '/server/main.mjs.gz',
      '/%73erver/main.mjs',
      '//server/main.mjs',
      '/assets/../server/main.mjs',
      '/SERVER/main.mjs',
    ];
    for (const url of urls) {
      for (const encoding of ['identity', 'gzip, br']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        // 404, or 403 where the path itself is refused (`//server`).
        expect([403, 404], `${url} (${encoding})`).toContain(res.statusCode);
        expect(res.body).not.toContain('SECRET_SERVER_CODE');
      }
    }
    // A page whose path merely starts with the word is still a page.
    expect((await get('/serverless')).statusCode).toBe(200);
  });

  it('still serves the API', async () => {
    const res = await t.post('/api/jy-turing-suppliers/config/unlimited/banks', {});
    expect(res.body.flag).toBe(true);
  });
});
